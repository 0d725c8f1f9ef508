/** A form's check, as the forms package's definitions offer it (`toRequest`). */
export interface CheckedForm {
  readonly toRequest: (values: Readonly<Record<string, string>>) => unknown
}

/**
 * Runs the check of each of the site's forms in `root` once, on what its fields hold, and drops
 * the result: nothing is shown or sent. A form is one of the site's when the hidden field `idField`
 * names one of `definitions`. zod builds a schema's checks lazily and the browser compiles that
 * code on its first use: 7–8 ms of a first send at CPU ×4, under 1 ms after. The definitions come
 * from the caller (the forms runtime), so this module adds no import of its own to any chunk.
 * @returns the ids of the forms it checked
 * @example checkFormsOnce(document, FORM_DEFINITIONS, FORM_ID_FIELD) // ['consultation']
 */
export function checkFormsOnce(
  root: ParentNode,
  definitions: Readonly<Record<string, CheckedForm>>,
  idField: string,
): string[] {
  const checked: string[] = []
  for (const form of root.querySelectorAll('form')) {
    const data = new FormData(form)
    const id = data.get(idField)
    const definition =
      typeof id === 'string' && Object.hasOwn(definitions, id) ? definitions[id] : undefined
    if (!definition || typeof id !== 'string') continue
    const values: Record<string, string> = {}
    for (const [name, value] of data) if (typeof value === 'string') values[name] = value
    definition.toRequest(values)
    checked.push(id)
  }
  return checked
}

/**
 * P-interactions-within-100ms, run by the forms runtime when it loads (so a page carries none of
 * it): checks the page's forms in a task of their own (checkFormsOnce, on what the visitor typed
 * meanwhile), not in the task that ran the runtime, so a tap in between is answered; a first send
 * then pays no first parse. Resolves with the ids of the forms it checked.
 * @example void warmForms(document, FORM_DEFINITIONS, FORM_ID_FIELD)
 */
export function warmForms(
  root: ParentNode,
  definitions: Readonly<Record<string, CheckedForm>>,
  idField: string,
): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(checkFormsOnce(root, definitions, idField)))
  })
}
