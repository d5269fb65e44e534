/**
 * Business constants and limits, written once for both apps
 * (docs/architecture.md#2-one-source-of-truth); the product documents in docs/product/ state the
 * rule each one belongs to.
 */

export const ROLE_CODES = { instructor: '01', admin: '02', student: '03' } as const;
export type RoleCode = (typeof ROLE_CODES)[keyof typeof ROLE_CODES];

export const LESSON_CONTENT_CODES = { video: '01', text: '02', pdf: '03', externalLink: '04' } as const;
export type LessonContentCode = (typeof LESSON_CONTENT_CODES)[keyof typeof LESSON_CONTENT_CODES];

/**
 * A password someone chooses: 8 to 128 characters, so that passphrases fit (docs/decisions/0019).
 * Accounts from before this rule may still hold a password of 6 or 7: sign-in takes it, and
 * asks for a new one.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const LEGACY_PASSWORD_MIN_LENGTH = 6;
export const NAMES_MAX_LENGTH = 50;
export const LAST_NAMES_MAX_LENGTH = 120;
export const PHONE_MAX_DIGITS = 15;
export const DOI_MAX_DIGITS = 16;
export const EMAIL_MAX_LENGTH = 254;

const KB = 1024;
const MB = 1024 * KB;
export const PROFILE_IMAGE_MAX_BYTES = 200 * KB;
export const THUMBNAIL_MAX_BYTES = 5 * MB;
export const PREVIEW_VIDEO_MAX_BYTES = 200 * MB;
export const LESSON_VIDEO_MAX_BYTES = 200 * MB;
export const LESSON_PDF_MAX_BYTES = 50 * MB;
export const LESSON_IMAGE_MAX_BYTES = 5 * MB;

export const SHORT_DESCRIPTION_MAX_LENGTH = 120;
export const LESSON_TITLE_MAX_LENGTH = 120;
export const LESSON_DESCRIPTION_MAX_LENGTH = 250;

/** Signed media URLs and their cache lifetime (seconds). */
export const SIGNED_URL_TTL_SECONDS = 3600;

/**
 * Client session refresh (docs/product/accounts.md#restoring-and-renewing): a 30 s tick, refresh
 * when 3 ticks or fewer remain.
 */
export const SESSION_TICK_MS = 30_000;
export const SESSION_REFRESH_THRESHOLD_MS = 90_000;
export const REFRESH_RETRY_INITIAL_MS = 200;
export const REFRESH_RETRY_BUDGET_MS = 30_000;
export const RETRYABLE_HTTP_STATUSES: readonly number[] = [502, 503, 504];

export const PREFIX_SEARCH_DEBOUNCE_MS = 300;
export const REGISTRATION_REDIRECT_DELAY_MS = 2000;
export const TOAST_DEFAULT_DURATION_MS = 3000;
export const REFUND_GUARANTEE_DAYS = 30;
/**
 * Every table's page sizes, the picker's choices, 10 by default (docs/product/interface.md#page-sizes):
 * the people, enrollments, orders and security-log tables.
 */
export const TABLE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const TABLE_PAGE_SIZE_DEFAULT = 10;
/**
 * Card lists (the catalogue, 'Mis Cursos') have no picker: the web asks for a page of 12 (four rows
 * of three on a wide screen, two of six on a tablet), and the API takes any size up to 50
 * (docs/product/interface.md#page-sizes).
 */
export const CARD_PAGE_SIZE = 12;
export const CARD_PAGE_SIZE_MAX = 50;
export const MOBILE_BREAKPOINT_PX = 768;

/** Course player (docs/product/learning.md#video-lessons). */
export const PLAYER_SKIP_SECONDS = 10;
export const PLAYER_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const PLAYER_VOLUME_STEP = 0.1;
export const PLAYER_CONTROLS_HIDE_MS = 3000;
