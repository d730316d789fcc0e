/**
 * Browser storage keys, spelt exactly as the product spells them (SPEC §3). Local values go through
 * `ls` (which adds the `pro__` prefix); USER_AUTH and SYS_BUTTON_AUTH live in sessionStorage unprefixed.
 */
export const ACCESS_TOKEN = 'Access-Token';
export const SIDEBAR_TYPE = 'SIDEBAR_TYPE';
export const DEFAULT_THEME = 'DEFAULT_THEME';
export const DEFAULT_LAYOUT_MODE = 'DEFAULT_LAYOUT_MODE';
export const DEFAULT_COLOR = 'DEFAULT_COLOR';
export const DEFAULT_COLOR_WEAK = 'DEFAULT_COLOR_WEAK';
export const DEFAULT_FIXED_HEADER = 'DEFAULT_FIXED_HEADER';
export const DEFAULT_FIXED_SIDEMENU = 'DEFAULT_FIXED_SIDEMENU';
export const DEFAULT_FIXED_HEADER_HIDDEN = 'DEFAULT_FIXED_HEADER_HIDDEN';
export const DEFAULT_CONTENT_WIDTH_TYPE = 'DEFAULT_CONTENT_WIDTH_TYPE';
export const DEFAULT_MULTI_PAGE = 'DEFAULT_MULTI_PAGE';
export const USER_NAME = 'Login_Username';
export const USER_INFO = 'Login_Userinfo';
export const USER_AUTH = 'LOGIN_USER_BUTTON_AUTH';
export const SYS_BUTTON_AUTH = 'SYS_BUTTON_AUTH';
export const ENCRYPTED_STRING = 'ENCRYPTED_STRING';
export const ENHANCE_PRE = 'enhance_';
export const UI_CACHE_DB_DICT_DATA = 'UI_CACHE_DB_DICT_DATA';
/** The locale UI_CACHE_DB_DICT_DATA was fetched in (the server answers dictionaries in the caller's). */
export const UI_CACHE_DB_DICT_LOCALE = 'UI_CACHE_DB_DICT_LOCALE';
export const USER_ROLE = 'USER_ROLE';
export const LOCALE = 'LOCALE';

/** The default landing page, where a signed-in user opening /user/login is sent. */
export const INDEX_MAIN_PAGE_PATH = '/dashboard/analysis';
/** Token, user name, user info and dictionary items are kept 7 days. */
export const SESSION_TTL_MS = 604_800_000;
