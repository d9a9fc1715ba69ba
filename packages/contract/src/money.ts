// The currency and its format are plain values the web's first screen words refusals with.
export { formatMoney, PLATFORM_CURRENCY } from './basics.js';
