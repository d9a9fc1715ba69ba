import { createContext, useContext } from 'react';

/** The fields of the shown form its contract schema requires (see lib/required-fields). */
export const RequiredFieldsContext = createContext<ReadonlySet<string>>(new Set());

/** Whether a field of the shown form carries the required marker. */
export const useRequired = (name: string): boolean => useContext(RequiredFieldsContext).has(name);
