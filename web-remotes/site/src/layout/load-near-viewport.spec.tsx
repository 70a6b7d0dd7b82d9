import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { LoadNearViewport } from './load-near-viewport.js';

// jsdom has no IntersectionObserver: this stand-in lets a test say when the placeholder nears the viewport.
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ControlledObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enterViewport() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const Deferred = lazy(async () => ({ default: () => <p>The real part</p> }));

function renderDeferred(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/#part">Go to the part</Link>
      <LoadNearViewport anchor="part" placeholder={<p>Placeholder</p>}>
        <Deferred />
      </LoadNearViewport>
    </MemoryRouter>,
  );
}

describe(LoadNearViewport.name, () => {
  beforeEach(() => {
    ControlledObserver.instances = [];
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders only the placeholder on the server, so hydration matches', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LoadNearViewport anchor="part" placeholder={<p>Placeholder</p>}>
          <Deferred />
        </LoadNearViewport>
      </MemoryRouter>,
    );
    expect(html).toBe('<div><p>Placeholder</p></div>');
  });

  it('keeps the placeholder until the part comes within the preload margin, then loads it once', async () => {
    renderDeferred();
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    const [observer] = ControlledObserver.instances;
    expect(observer.options?.rootMargin).toBe('600px 0px');

    act(() => observer.enterViewport());
    expect(await screen.findByText('The real part')).toBeInTheDocument();
    expect(screen.queryByText('Placeholder')).not.toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('loads at once when the URL names its anchor, as the header links do', async () => {
    renderDeferred();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the part' }));
    expect(await screen.findByText('The real part')).toBeInTheDocument();
  });

  it('loads at once on a deep link to the anchor', async () => {
    renderDeferred('/#part');
    expect(await screen.findByText('The real part')).toBeInTheDocument();
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderDeferred();
    expect(await screen.findByText('The real part')).toBeInTheDocument();
  });
});
