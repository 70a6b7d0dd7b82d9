import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FormTestProviders } from '../audience/testing.js';
import { faqs } from './workshop-content.js';
import WorkshopPage from './workshop-page.js';

function renderPage(path = '/workshop') {
  return render(
    <FormTestProviders>
      <MemoryRouter initialEntries={[path]}>
        <WorkshopPage />
      </MemoryRouter>
    </FormTestProviders>,
  );
}

describe('WorkshopPage', () => {
  // Jest's ESM loader fails to link two dynamic imports of one module graph at once: have the deferred
  // form's module linked before a test asks for it.
  beforeAll(async () => {
    await import('../audience/workshop-interest-form.js');
  });

  it('shows one h1, the four badges, six topics, eight included items and the pricing note', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Workshop facts' })).getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Coming Soon',
      'Full Day Workshop',
      'Limited to 15 Couples',
      'Location TBA',
    ]);
    const topics = within(screen.getByRole('region', { name: "What You'll Learn" })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(topics).toEqual(['Money Communication', 'Joint Budgeting', 'Investment Planning', 'Debt Management', 'Real Estate Decisions', 'Future Planning']);
    const included = within(screen.getByRole('region', { name: "What's Included" })).getAllByRole('listitem').map((item) => item.textContent);
    expect(included).toHaveLength(8);
    expect(included).toEqual(
      expect.arrayContaining(['6 months of follow-up coaching calls', 'A personalised 30/60/90-day action plan', 'Lifetime access to our couples community', 'A certificate of completion']),
    );
    expect(screen.getByText('Pricing to be announced')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Your Interest' })).toHaveAttribute('href', '#register');
  });

  it('keeps the interest form out of the first render, in a register section that is already there', () => {
    renderPage();
    expect(screen.getByRole('region', { name: 'Be the First to Know' })).toHaveAttribute('id', 'register');
    expect(screen.queryByRole('form', { name: 'Register Your Interest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register Interest' })).not.toBeInTheDocument();
  });

  it('loads the interest form at once on a link to the register section', async () => {
    // The lazy chunk resolves inside act, so React commits the form before the assertion.
    await act(async () => {
      renderPage('/workshop#register');
    });
    const form = within(screen.getByRole('region', { name: 'Be the First to Know' })).getByRole('form', { name: 'Register Your Interest' });
    expect(within(form).getByRole('button', { name: 'Register Interest' })).toBeInTheDocument();
  });

  it('answers the four FAQ questions in native disclosures, each answer hidden until its question is opened', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const summaries = [...faq.querySelectorAll('details > summary')];
    expect(summaries.map((summary) => summary.textContent)).toEqual([
      'When will the workshop take place?',
      'Do both partners need to attend?',
      'How much will the workshop cost?',
      'Is the workshop right for us at our stage of the relationship?',
    ]);
    for (const { question, answer } of faqs) {
      expect(within(faq).getByText(question)).toBeVisible();
      expect(within(faq).getByText(answer)).not.toBeVisible();
    }
    expect(container.querySelectorAll('details[open]')).toHaveLength(0);

    await user.click(within(faq).getByText('How much will the workshop cost?'));
    expect(within(faq).getByText('How much will the workshop cost?').closest('details')).toHaveAttribute('open');
    expect(within(faq).getByText(/^Pricing to be announced\./)).toBeVisible();
    expect(within(faq).getByText(faqs[1].answer)).not.toBeVisible();

    await user.click(within(faq).getByText('How much will the workshop cost?'));
    expect(within(faq).getByText(/^Pricing to be announced\./)).not.toBeVisible();
  });
});
