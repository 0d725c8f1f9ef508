// The calculator: the catalogue's steps, driven by the engine's reducer, its state kept in the URL.
import { pricing } from '/agency.mjs'

const root = document.querySelector('[data-calculator]')
let state = pricing.calculatorStateFromSearchParams(location.search)

const dispatch = (action) => {
  state = pricing.calculatorReducer(state, action)
  const search = new URLSearchParams(pricing.calculatorStateToSearchParams(state))
  history.replaceState(null, '', search.size ? `?${search}` : location.pathname)
  render()
}

const price = (amount) => `${pricing.format(amount)}${pricing.vatRatePercent ? ' + VAT' : ''}`

function stepBody(step) {
  if (step.kind === 'base-package') {
    return `<h2>Choose a package</h2><div class="cards">${pricing.catalogue.basePackages
      .map(
        (each) =>
          `<button type="button" class="card" data-package="${each.id}" aria-pressed="${state.basePackage === each.id}">${each.popular ? '<span class="badge">Most popular</span>' : ''}<strong>${each.name}</strong><span>${price(each.price)}</span><span>${each.description ?? ''}</span></button>`,
      )
      .join('')}</div>`
  }
  if (step.kind === 'group') {
    return `<h2>${step.group.title}</h2><div class="cards">${pricing
      .availableFeatures(state.basePackage, step.group.id)
      .map(
        (feature) =>
          `<label class="card" data-feature="${feature.id}"><input type="checkbox" ${state.selected.includes(feature.id) ? 'checked' : ''}> <strong>${feature.name}</strong> <span>+${price(feature.price)}</span></label>`,
      )
      .join('')}</div>`
  }
  const quote = pricing.calculatorQuote(state)
  if (quote.kind !== 'priced') return `<p>${quote.message}</p>`
  return `<h2>Your quote</h2><table><tbody>${quote.lines
    .map(
      (line) =>
        `<tr data-line="${line.id}"><th scope="row">${line.name}${line.requiredBy ? ` <small>(needed by ${pricing.getFeature(line.requiredBy).name})</small>` : ''}</th><td>${pricing.format(line.price)}</td></tr>`,
    )
    .join('')}</tbody><tfoot>
      <tr><th scope="row">Total excluding VAT</th><td data-total>${pricing.format(quote.total)}</td></tr>
      <tr><th scope="row">VAT at ${pricing.vatRatePercent}%</th><td data-vat>${pricing.format(quote.vat)}</td></tr>
      <tr><th scope="row">Total including VAT</th><td data-total-including-vat>${pricing.format(quote.totalIncludingVat)}</td></tr>
    </tfoot></table><p><a href="/enquiry">Start a project</a></p>`
}

function render() {
  const step = pricing.calculatorStep(state.step)
  const count = pricing.calculatorStepCount
  const quote = pricing.calculatorQuote(state)
  root.innerHTML = `<p class="step-label">${pricing.calculatorStepLabel(state.step)}</p>
    <progress max="${count}" value="${Math.min(state.step, count)}"></progress>
    ${stepBody(step)}
    <p class="running-total">Running total: <strong data-running-total>${quote.kind === 'priced' ? pricing.format(quote.total) : '–'}</strong></p>
    <div class="actions">${state.step > 1 ? '<button type="button" data-back>Back</button>' : ''}${state.step > 1 && state.step < count ? '<button type="button" data-continue>Continue</button>' : ''}</div>`
}

root.addEventListener('click', (event) => {
  const target = event.target.closest('[data-package], [data-back], [data-continue]')
  if (!target) return
  if (target.dataset.package)
    dispatch({ type: 'choosePackage', basePackage: target.dataset.package })
  else dispatch({ type: target.hasAttribute('data-back') ? 'back' : 'continue' })
})
root.addEventListener('change', (event) => {
  const card = event.target.closest('[data-feature]')
  if (card) dispatch({ type: 'toggleFeature', feature: card.dataset.feature })
})
render()
