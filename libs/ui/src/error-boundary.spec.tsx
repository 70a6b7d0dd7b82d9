import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary.js';
import { ErrorPanel } from './error-panel.js';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>all good</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <ErrorBoundary
      onError={() => undefined}
      fallback={(error, reset) => (
        <ErrorPanel
          message={error.message}
          action={{
            label: 'Try again',
            onClick: () => {
              setExplode(false);
              reset();
            },
          }}
        />
      )}
    >
      <Bomb explode={explode} />
    </ErrorBoundary>
  );
}

describe(ErrorBoundary.name, () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the fallback instead of a crashed subtree, and recovers on reset', async () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('all good')).toBeInTheDocument();
  });
});
