import { Tooltip, Typography } from 'antd';
import { shortHash } from '../../render/list/format';

/**
 * A `hash` cell: the digest's first 12 characters in code style, the whole digest in the tooltip and
 * copied by the copy button. Loaded lazily by ValueView (Typography's copy brings its clipboard code).
 *
 * @example
 * <HashValue value="9f86d081884c7d65…" />
 */
export default function HashValue({ value }: { value: string }) {
  return (
    <Tooltip title={value}>
      <Typography.Text code copyable={{ text: value }} style={{ whiteSpace: 'nowrap' }}>
        {shortHash(value)}
      </Typography.Text>
    </Tooltip>
  );
}
