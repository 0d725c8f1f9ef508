import { FORM_DEFINITIONS, FORM_ID_FIELD, type FormId, isFormId } from '@hard-hat/forms'

/**
 * Runs the check of each of the site's forms in `root` once, on what its fields hold, and drops
 * the result: nothing is shown or sent. zod builds a schema's checks lazily and the browser
 * compiles that code on its first use: 7–8 ms of a first send at CPU ×4, under 1 ms after.
 * @returns the ids of the forms it checked
 * @example checkFormsOnce(document) // ['consultation']
 */
export function checkFormsOnce(root: ParentNode): FormId[] {
  const checked: FormId[] = []
  for (const form of root.querySelectorAll('form')) {
    const data = new FormData(form)
    const id = data.get(FORM_ID_FIELD)
    if (!isFormId(id)) continue
    const values: Record<string, string> = {}
    for (const [name, value] of data) if (typeof value === 'string') values[name] = value
    FORM_DEFINITIONS[id].toRequest(values)
    checked.push(id)
  }
  return checked
}

/**
 * P-interactions-within-100ms, run by the forms runtime when it loads (so a page carries none of
 * it): checks the page's forms in a task of their own (checkFormsOnce, on what the visitor typed
 * meanwhile), not in the task that ran the runtime, so a tap in between is answered; a first send
 * then pays no first parse. Resolves with the ids of the forms it checked.
 * @example void warmForms(document)
 */
export function warmForms(root: ParentNode): Promise<FormId[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(checkFormsOnce(root)))
  })
}
