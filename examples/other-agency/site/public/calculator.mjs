// The calculator: the catalogue's steps, driven by the engine's reducer, its state kept in the URL.
// Choice groups are radios, a feature sold by the unit has a number field, an included feature is
// ticked and fixed, and the summary shows one-off and monthly totals, each with its VAT, and the
// payments.
import { pricing } from './catalogue.mjs'

const root = document.querySelector('[data-calculator]')
let state = pricing.calculatorStateFromSearchParams(location.search)

const dispatch = (action) => {
  state = pricing.calculatorReducer(state, action)
  const search = new URLSearchParams(pricing.calculatorStateToSearchParams(state))
  history.replaceState(null, '', search.size ? `?${search}` : location.pathname)
  render()
}

const vat = pricing.vatRatePercent ? ' + VAT' : ''
const every = { month: ' a month', year: ' a year' }
const price = (item) =>
  `${pricing.format(item.price)}${item.quantity ? ' each' : ''}${every[item.interval] ?? ''}${vat}`
const unitsOf = (feature) => state.quantities?.[feature.id] ?? feature.quantity.min

function featureCard(feature, group) {
  const included = pricing.calculatorQuote(state).lines?.find((line) => line.id === feature.id)
  const isIncluded = included?.includedWith !== undefined
  const isChosen = isIncluded || state.selected.includes(feature.id)
  const isRadio = group.choose && group.choose !== 'any'
  const input = `<input type="${isRadio ? 'radio' : 'checkbox'}" ${isRadio ? `name="${group.id}"` : ''} ${isChosen ? 'checked' : ''} ${isIncluded ? 'disabled' : ''}>`
  const units = feature.quantity
    ? `<span class="units"><label for="units-${feature.id}">How many ${feature.quantity.unit}s</label> <input id="units-${feature.id}" type="number" inputmode="numeric" min="${feature.quantity.min}" max="${feature.quantity.max}" value="${unitsOf(feature)}" data-units="${feature.id}"></span>`
    : ''
  return `<div class="card" data-feature="${feature.id}"><label>${input} <strong>${feature.name}</strong> <span>${isIncluded ? included.includedMessage : `+${price(feature)}`}</span></label>${units}</div>`
}

function stepBody(step) {
  if (step.kind === 'base-package') {
    return `<h2>Choose a package</h2><div class="cards">${pricing.catalogue.basePackages
      .map(
        (each) =>
          `<button type="button" class="card" data-package="${each.id}" aria-pressed="${state.basePackage === each.id}">${each.popular ? '<span class="badge">Most popular</span>' : ''}<strong>${each.name}</strong><span>${price(each)}</span><span>${each.description ?? ''}</span></button>`,
      )
      .join('')}</div>`
  }
  if (step.kind === 'group') {
    const { group } = step
    const none =
      group.choose === 'at-most-one'
        ? `<div class="card" data-none="${group.id}"><label><input type="radio" name="${group.id}" ${pricing.catalogue.features.some((each) => each.group === group.id && state.selected.includes(each.id)) ? '' : 'checked'}> <strong>None, thank you</strong></label></div>`
        : ''
    const choose = group.choose === 'exactly-one' ? '<p>Choose one.</p>' : ''
    return `<h2>${group.title}</h2>${choose}<div class="cards" role="group" aria-label="${group.title}">${pricing
      .availableFeatures(state.basePackage, group.id)
      .map((feature) => featureCard(feature, group))
      .join('')}${none}</div>`
  }
  const quote = pricing.calculatorQuote(state)
  if (quote.kind !== 'priced') return `<p>${quote.message}</p>`
  const rows = (label, attribute, amount) =>
    `<tr><th scope="row">${label}</th><td ${attribute}>${pricing.format(amount)}</td></tr>`
  const recurring = (quote.recurring ?? [])
    .map(
      (each) =>
        `<tbody class="recurring">${rows(`${each.interval === 'month' ? 'Monthly' : 'Yearly'} total excluding VAT`, `data-recurring-total="${each.interval}"`, each.total)}${rows(`VAT at ${pricing.vatRatePercent}%`, `data-recurring-vat="${each.interval}"`, each.vat)}${rows(`${each.interval === 'month' ? 'Monthly' : 'Yearly'} total including VAT`, `data-recurring-total-including-vat="${each.interval}"`, each.totalIncludingVat)}</tbody>`,
    )
    .join('')
  return `<h2>Your quote</h2><table><tbody>${quote.lines
    .map(
      (line) =>
        `<tr data-line="${line.id}"><th scope="row">${line.name}${line.requiredBy ? ` <small>(needed by ${pricing.getFeature(line.requiredBy).name})</small>` : ''}${line.includedMessage ? ` <small>(${line.includedMessage})</small>` : ''}</th><td>${pricing.describeLinePrice(line)}</td></tr>`,
    )
    .join('')}</tbody><tbody>
      ${rows('Total excluding VAT', 'data-total', quote.total)}
      ${rows(`VAT at ${pricing.vatRatePercent}%`, 'data-vat', quote.vat)}
      ${rows('Total including VAT', 'data-total-including-vat', quote.totalIncludingVat)}
    </tbody>${recurring}</table>
    <h3>How you pay</h3><ul class="payments">${(quote.payments ?? [])
      .map(
        (each, index) =>
          `<li data-payment="${index}">${each.name}: ${pricing.format(each.amount)}</li>`,
      )
      .join('')}</ul><p><a href="/enquiry">Start a project</a></p>`
}

function runningTotal(quote) {
  if (quote.kind !== 'priced') return '–'
  const monthly = quote.recurring?.find((each) => each.interval === 'month')
  return `${pricing.format(quote.total)}${monthly ? ` + ${pricing.format(monthly.total)} a month` : ''}`
}

function render() {
  const step = pricing.calculatorStep(state.step)
  const count = pricing.calculatorStepCount
  const quote = pricing.calculatorQuote(state)
  root.innerHTML = `<p class="step-label">${pricing.calculatorStepLabel(state.step)}</p>
    <progress max="${count}" value="${Math.min(state.step, count)}"></progress>
    ${stepBody(step)}
    <p class="running-total">Running total: <strong data-running-total>${runningTotal(quote)}</strong></p>
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
  const units = event.target.dataset.units
  if (units)
    return dispatch({ type: 'setQuantity', feature: units, quantity: Number(event.target.value) })
  const none = event.target.closest('[data-none]')
  if (none) {
    const chosen = state.selected.find((id) => pricing.getFeature(id).group === none.dataset.none)
    return chosen && dispatch({ type: 'toggleFeature', feature: chosen })
  }
  const card = event.target.closest('[data-feature]')
  if (card) dispatch({ type: 'toggleFeature', feature: card.dataset.feature })
})
render()
