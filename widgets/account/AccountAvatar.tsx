import { Avatar } from 'antd';
import { getFileAccessHttpUrl } from '../../runtime/core';

/**
 * The user's avatar from its stored path, or the first letter of the name when there is none.
 *
 * @example
 * <AccountAvatar path={profile.avatar} name={profile.realname} size={96} />
 */
export function AccountAvatar({
  path,
  name,
  size = 64,
}: {
  path?: string | null;
  name?: string;
  size?: number;
}) {
  const src = getFileAccessHttpUrl(path);
  return (
    <Avatar size={size} src={src || undefined} style={src ? undefined : { fontSize: size / 2.5 }}>
      {src ? undefined : (name?.trim().charAt(0).toUpperCase() ?? '')}
    </Avatar>
  );
}
