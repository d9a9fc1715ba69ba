import { formSchemas, type FormKind } from './form-kinds';
import { applicationBody, emptyApplicationForm } from './form-values';

type ObjectShape = Record<string, { safeParse: (value: unknown) => { success: boolean } }>;

/** Stands in for an upload id: a picked file counts as given. */
const NO_FILE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The fields a form marks as required, read from the contract schema the server checks it with:
 * a field is required when the schema refuses it as a blank form sends it. So a marker can't say
 * "optional" of a field the server insists on, or the other way round.
 */
export function requiredFields(kind: FormKind): ReadonlySet<string> {
  const shape = (formSchemas[kind] as unknown as { shape: ObjectShape }).shape;
  const blank = applicationBody(kind, emptyApplicationForm(''), () => NO_FILE_ID);
  const required = new Set<string>();
  for (const [name, schema] of Object.entries(shape)) {
    // The contact is refused blank by the form's own check of its method (an e-mail, a phone or a text).
    if (name === 'feedback_value' || !schema.safeParse(blank[name]).success) required.add(name);
  }
  return required;
}
