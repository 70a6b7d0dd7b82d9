import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TooltipProvider, tooltipDelays } from './tooltip.js';

describe('tooltips', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('uses the SPEC timings: 700 ms to open, 300 ms skip delay', () => {
    expect(tooltipDelays).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it.each([
    ['inside the shell provider', true],
    ['on its own (a component test)', false],
  ])('opens after 700 ms of hover, not before (%s)', (_label, withProvider) => {
    const tooltip = (
      <Tooltip content="Share this episode">
        <button type="button">Share</button>
      </Tooltip>
    );
    render(withProvider ? <TooltipProvider>{tooltip}</TooltipProvider> : tooltip);
    const trigger = screen.getByRole('button', { name: 'Share' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => {
      jest.advanceTimersByTime(tooltipDelays.delayDuration - 50);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this episode');
  });

  it('opens at once on keyboard focus', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Download">
          <button type="button">Get</button>
        </Tooltip>
      </TooltipProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'Get' }).focus();
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Download');
  });
});
