// The account a login SMS code proves, shared by the phone sign-in and the binding of a third-party
// identity by phone: the code must match and belong to the account that now holds that number.
import type { Kysely } from 'kysely';
import type { Database, SysUser } from '../db/types.js';
import type { SysSmsCode } from '../db/types-session.js';
import { findUserById } from './users.js';
import { checkSmsCode, countSmsAttempt } from './verification-codes.js';

export type SmsLoginCheck =
  { refusal: 'phoneCodeExpired' | 'phoneCodeWrong' } | { user: SysUser; row: SysSmsCode };

/**
 * Checks a login code (purpose '0') for `mobile` without consuming it; a code whose account no longer
 * holds the number counts as a wrong try. Consume the row (consumeSmsCode) once the sign-in goes ahead.
 *
 * @example
 * const checked = await checkLoginSmsCode(app.db, mobile, captcha);
 * if ('refusal' in checked) throw fail(request.t(checked.refusal));
 */
export async function checkLoginSmsCode(
  db: Kysely<Database>,
  mobile: string,
  code: string,
): Promise<SmsLoginCheck> {
  const check = await checkSmsCode(db, mobile, '0', code);
  if (check.status === 'expired') return { refusal: 'phoneCodeExpired' };
  if (check.status === 'mismatch') return { refusal: 'phoneCodeWrong' };
  const user = check.row.user_id ? await findUserById(db, check.row.user_id) : undefined;
  if (!user || user.phone !== mobile) {
    await countSmsAttempt(db, check.row.id);
    return { refusal: 'phoneCodeWrong' };
  }
  return { user, row: check.row };
}
