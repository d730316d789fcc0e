import { Image, Space } from 'antd';
import { getFileAccessHttpUrl } from '../../core';
import { pathsOf } from '../fields/uploadFile';

/**
 * Stored image paths as thumbnails with a preview (its own chunk: only pages showing images load it).
 *
 * @example
 * <ImageValue value="biz_case/3f…9a.png" />
 */
export default function ImageValue({ value }: { value: unknown }) {
  return (
    <Space size={4}>
      {pathsOf(value).map((path) => (
        <Image
          key={path}
          src={getFileAccessHttpUrl(path)}
          width={40}
          height={40}
          style={{ objectFit: 'cover' }}
        />
      ))}
    </Space>
  );
}
