/** The currency sign beside money inputs: "$" before the number in English, "₽" after it in Russian (spec part 2, section 9). */
export const currencyUnit = (language: string) =>
  language === 'ru' ? { unit: '₽', unitSide: 'right' as const } : { unit: '$', unitSide: 'left' as const };
