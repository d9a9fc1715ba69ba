import type { TFunction } from 'i18next';

const industries = [
  'fintech',
  'healthtech',
  'edtech',
  'retail',
  'logistics',
  'energy',
  'agritech',
  'biotech',
  'cybersecurity',
  'gaming',
  'proptech',
  'legaltech',
  'mobility',
  'media',
  'manufacturing',
  'telecom',
] as const;

const rounds = ['preSeed', 'seed', 'seriesA', 'seriesB', 'seriesC'] as const;

/** Sample options of the style guide, named in the interface language. */
export function demoIndustries(t: TFunction) {
  return industries.map((value) => ({ value, label: t(`demo.options.industries.${value}`) }));
}

export function demoRounds(t: TFunction) {
  return rounds.map((value) => ({ value, label: t(`demo.options.rounds.${value}`) }));
}
