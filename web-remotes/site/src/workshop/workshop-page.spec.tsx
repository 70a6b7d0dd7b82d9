import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FormTestProviders } from '../audience/testing.js';
import WorkshopPage from './workshop-page.js';

function renderPage() {
  return render(
    <FormTestProviders>
      <MemoryRouter initialEntries={['/workshop']}>
        <WorkshopPage />
      </MemoryRouter>
    </FormTestProviders>,
  );
}

describe('WorkshopPage', () => {
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
    expect(screen.getByRole('button', { name: 'Register Interest' })).toBeInTheDocument();
  });

  it('answers the four FAQ questions in an accordion', async () => {
    const user = userEvent.setup();
    renderPage();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'When will the workshop take place?',
      'Do both partners need to attend?',
      'How much will the workshop cost?',
      'Is the workshop right for us at our stage of the relationship?',
    ]);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'false');
    await user.click(questions[2]);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: 'How much will the workshop cost?' })).toHaveTextContent(/^Pricing to be announced\./);
    await user.click(questions[1]);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'false');
    expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
  });
});
