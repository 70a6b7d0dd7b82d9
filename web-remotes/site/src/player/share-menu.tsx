import { useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { Tooltip } from '@harmony/ui';
import { ShareTrigger, type OpenedBy, type ShareMenuProps } from './share-trigger.js';

export { copyConfirmationMs, type ShareMenuProps } from './share-trigger.js';

type Dropdown = ComponentType<ShareMenuProps & { openedBy: OpenedBy }>;

const loadDropdown = async (): Promise<Dropdown> => (await import(/* webpackChunkName: "share-menu" */ './share-menu-dropdown.js')).default;
const preloadDropdown = () => {
  // A failed fetch is tried again on the press.
  loadDropdown().catch(() => undefined);
};

/**
 * SPEC "Episode player" share menu. Every card has one, and few visitors open it: until the first
 * press it is a plain button (the same on the server), and the menu (Radix dropdown menu with its
 * popper, ~12 KB brotli) is fetched when the pointer or focus reaches it, and shown open on the press.
 * Not React.lazy: its Suspense boundary would be in the prerendered page, where React writes it out of
 * order behind an inline script that the page's CSP refuses (hydration then fails); and a failed fetch
 * must leave the button working rather than reach the page's error boundary.
 */
export function ShareMenu(props: ShareMenuProps) {
  const [menu, setMenu] = useState<{ Dropdown: Dropdown; openedBy: OpenedBy } | null>(null);
  const open = (openedBy: OpenedBy) => {
    loadDropdown().then(
      (Dropdown) => setMenu({ Dropdown, openedBy }),
      () => undefined,
    );
  };

  if (menu) return <menu.Dropdown {...props} openedBy={menu.openedBy} />;
  return (
    <Tooltip content="Share this episode">
      <ShareTrigger
        episodeTitle={props.episodeTitle}
        onPointerEnter={preloadDropdown}
        onFocus={preloadDropdown}
        // detail 0: a click from Enter or Space.
        onClick={(event: MouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          open('keyboard');
        }}
      />
    </Tooltip>
  );
}
