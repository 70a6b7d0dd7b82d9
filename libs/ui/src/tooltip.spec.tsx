import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { placeTooltip, resetTooltipsForTests, Tooltip, tooltipDelays } from './tooltip.js';

function renderTwo() {
  render(
    <>
      <Tooltip content="Share this episode">
        <button type="button">Share</button>
      </Tooltip>
      <Tooltip content="Download the episode">
        <button type="button">Get</button>
      </Tooltip>
    </>,
  );
  return { share: screen.getByRole('button', { name: 'Share' }), get: screen.getByRole('button', { name: 'Get' }) };
}

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('tooltips', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    resetTooltipsForTests();
  });

  it('uses the SPEC timings: 700 ms to open, 300 ms skip delay', () => {
    expect(tooltipDelays).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it('renders the trigger alone until shown, so the server and the first browser render agree', () => {
    const markup = renderToStaticMarkup(
      <Tooltip content="Share this episode">
        <button type="button">Share</button>
      </Tooltip>,
    );
    expect(markup).toBe('<button type="button">Share</button>');
  });

  it('opens after 700 ms of hover, not before, and describes its trigger while open', () => {
    const { share } = renderTwo();
    hover(share);
    wait(tooltipDelays.delayDuration - 50);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(100);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Share this episode');
    expect(share).toHaveAccessibleDescription('Share this episode');

    fireEvent.pointerLeave(share);
    wait(200);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(share).not.toHaveAttribute('aria-describedby');
  });

  it('opens the next one at once within 300 ms of the last closing, with the delay again after that', () => {
    const { share, get } = renderTwo();
    hover(share);
    wait(tooltipDelays.delayDuration);
    fireEvent.pointerLeave(share);
    wait(200);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    hover(get);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Download the episode');
    fireEvent.pointerLeave(get);
    wait(200 + tooltipDelays.skipDelayDuration);

    hover(share);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(tooltipDelays.delayDuration);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this episode');
  });

  it('opens at once on keyboard focus, one at a time, and closes on Escape and blur', () => {
    const { share, get } = renderTwo();
    act(() => share.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this episode');
    act(() => get.focus());
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Download the episode');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => share.focus());
    act(() => share.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays hidden when its trigger is pressed, and keeps the trigger\'s own handlers', () => {
    const onClick = jest.fn();
    render(
      <Tooltip content="Share this episode">
        <button type="button" onClick={onClick}>
          Share
        </button>
      </Tooltip>,
    );
    const share = screen.getByRole('button', { name: 'Share' });
    hover(share);
    fireEvent.pointerDown(share);
    act(() => share.focus());
    fireEvent.click(share);
    wait(tooltipDelays.delayDuration);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe(placeTooltip.name, () => {
  const viewport = { width: 400, height: 800 };
  const size = { width: 120, height: 30 };

  it('centres it above the trigger', () => {
    expect(placeTooltip({ top: 100, left: 140, width: 40, height: 40 }, size, 'top', viewport)).toEqual({ side: 'top', top: 64, left: 100, arrow: 60 });
  });

  it('flips below when there is no room above, and keeps it inside the viewport', () => {
    const placement = placeTooltip({ top: 10, left: 370, width: 20, height: 20 }, size, 'top', viewport);
    expect(placement).toEqual({ side: 'bottom', top: 36, left: 272, arrow: 108 });
  });

  it('stays on the preferred side when neither side fits', () => {
    expect(placeTooltip({ top: 10, left: 0, width: 20, height: 780 }, size, 'top', viewport).side).toBe('top');
  });
});
