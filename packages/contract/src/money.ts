/**
 * The one currency every amount on the platform is kept in (US dollars today). Its symbol is shown
 * with every amount in both languages; the interface language decides only the number format.
 */
export const PLATFORM_CURRENCY = { code: 'USD', symbol: '$' } as const;
