import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { findAxeViolations } from '../test/axe'
import { RoofEnquiry } from './roof-enquiry.example'

describe("the README's SchemaForm example", () => {
  it('draws a refused post again without scripts: values, errors and the shown phone field', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <RoofEnquiry
        values={{ contactBy: 'phone', storeys: '9' }}
        errors={{ phone: 'Enter your phone number' }}
      />,
    )
    expect(host.querySelector('input[value="phone"]')).toBeChecked()
    expect(host.querySelector('input[name="storeys"]')).toHaveValue('9')
    expect(host.querySelector('input[name="phone"]')?.closest('[hidden]')).toBeNull()
    expect(host.textContent).toContain('Enter your phone number')
  })

  it("checks the values with the definition's own rules once hydrated", async () => {
    render(<RoofEnquiry />)
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }))
    await userEvent.type(screen.getByLabelText(/^Number of storeys/), '7')
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a quote' }))
    const links = (await screen.findAllByRole('link')).map((link) => link.textContent)
    expect(links).toEqual(['Enter your phone number', 'Number of storeys must be 4 or less'])
    expect(await findAxeViolations()).toEqual([])
  })

  it('is the code the README shows', () => {
    const source = readFileSync(resolve('src/readme-examples/roof-enquiry.example.tsx'), 'utf8')
    const region = source.split('// #region readme\n')[1]?.split('// #endregion')[0] ?? ''
    const readme = readFileSync(resolve('README.md'), 'utf8')
    expect(region.length).toBeGreaterThan(0)
    expect(readme).toContain(region.replace("from '../index'", "from '@hard-hat/ui'"))
  })
})
