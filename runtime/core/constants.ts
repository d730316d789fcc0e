/** Business constants and limits of SPEC §9 that the runtime uses. */

/** Every request gives up after 9 s (SPEC §7). */
export const REQUEST_TIMEOUT_MS = 9000;
/** Error notifications stay 4 s (SPEC §8), in seconds as notification libraries expect. */
export const NOTIFY_DURATION_S = 4;
/** Delay between the 401 logout and the page reload, so the notification can be read. */
export const LOGOUT_RELOAD_DELAY_MS = 1500;
/** Lazily loaded chunks fail after 120 s. */
export const STATIC_LOAD_TIMEOUT_MS = 120_000;
/** At most 16 table enhancement records are kept per code. */
export const ENHANCE_MAX = 16;
/** The notification websocket reconnects 5 s after an error or close. */
export const WEBSOCKET_RECONNECT_DELAY_MS = 5000;
/**
 * The close code by which the server ends a socket whose session ended (signed out, frozen, deleted,
 * expired); server/src/realtime/sweeper.ts sends it.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Heartbeat text and timeout of the notification websocket. */
export const HEARTBEAT_TEXT = 'HeartBeat';
export const HEARTBEAT_TIMEOUT_MS = 20_000;
/** Optional notification polling interval (defined, not started). */
export const NOTICE_POLL_INTERVAL_MS = 6000;
/** The shell's header height: the header itself, and what a list's sticky header row stays under when it is fixed. */
export const HEADER_HEIGHT_PX = 64;
