/** Every internal-expert list shares this prefix, so a change refreshes the profile's and the list page's. */
export const internalExpertKeys = {
  all: ['internal-experts'] as const,
  list: (params: object) => ['internal-experts', 'list', params] as const,
};
