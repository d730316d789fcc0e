import { getAction, http, putAction, type ApiEnvelope, type UserInfo } from '../../runtime/core';

/** GET /sys/user/profile: the user's own record with role names and departments. */
export interface Profile extends UserInfo {
  email?: string | null;
  phone?: string | null;
  sex?: number | null;
  birthday?: string | null;
  avatar?: string;
  roles: { roleCode: string; roleName: string }[];
  departs: { orgCode: string; departName: string; departNameEn?: string | null }[];
}

/** What PUT /sys/user/profile accepts ('' or null clears an optional field). */
export interface ProfileChanges {
  realname?: string;
  email?: string | null;
  phone?: string | null;
  /** The SMS code sent to a new phone (smsmode '1'). */
  smscode?: string;
  sex?: number | null;
  birthday?: string | null;
  avatar?: string | null;
}

/** GET/PUT /sys/user/preferences. */
export interface Preferences {
  landingPage: string | null;
  language: string | null;
  notifyNotice: boolean;
  notifySystem: boolean;
  notifyEmail: boolean;
}

/** Mainland mobile numbers, as the server accepts them. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Avatar limits, checked here for a quick answer and again by the server on the content itself. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The signed-in user's own record.
 *
 * @example
 * const { result } = await fetchProfile();
 */
export function fetchProfile() {
  return getAction<Profile>('/sys/user/profile');
}

/**
 * Saves changes to the user's own record; resolves with the envelope (check `success`), whose result is
 * the new user info.
 *
 * @example
 * const { success, message, result } = await saveProfile({ realname });
 */
export function saveProfile(changes: ProfileChanges) {
  return putAction<UserInfo>('/sys/user/profile', changes);
}

/**
 * Uploads an avatar image (POST /sys/common/upload, biz avatar). The server's refusal (size, type) comes
 * back as an envelope instead of a notification, so the field can show it.
 *
 * @example
 * const { success, result: path } = await uploadAvatar(file);
 */
export async function uploadAvatar(file: File): Promise<ApiEnvelope<string>> {
  const data = new FormData();
  data.append('biz', 'avatar');
  data.append('file', file);
  try {
    return await http.post<unknown, ApiEnvelope<string>>('/sys/common/upload', data, {
      headers: { 'Content-Type': 'multipart/form-data' },
      skipErrorHandler: true,
    });
  } catch (reason) {
    const body = (reason as { response?: { data?: Partial<ApiEnvelope<string>> } }).response?.data;
    return { success: false, code: body?.code ?? 0, message: body?.message ?? '', result: '' };
  }
}

/**
 * The user's preferences (landing page, language, notification categories).
 *
 * @example
 * const { result } = await fetchPreferences();
 */
export function fetchPreferences() {
  return getAction<Preferences>('/sys/user/preferences');
}

/**
 * Saves some of the user's preferences; the rest stay as they are.
 *
 * @example
 * await savePreferences({ notifyEmail: true });
 */
export function savePreferences(changes: Partial<Preferences>) {
  return putAction<Preferences>('/sys/user/preferences', changes);
}
