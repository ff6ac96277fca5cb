import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $drawerOpen, initDrawer, toggleDrawer } from '@/lib/stores/drawer';
import { SvgIcon } from './SvgIcon';

/** Props of `DrawerToggle`. */
export interface DrawerToggleProps {
  label: string;
  icon: string;
}

/** The top bar button that opens and closes the drawer. */
export function DrawerToggle({ label, icon }: DrawerToggleProps) {
  const open = useStore($drawerOpen);
  // The first render must match the server's html (no aria-expanded): when the drawer island has already
  // set the store, React would keep the server's attribute and never add the one it skipped on hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    initDrawer(window.innerWidth);
    setHydrated(true);
  }, []);
  return (
    <button
      id="drawer-toggle"
      type="button"
      className="rounded-full p-2 hover:bg-white/15"
      aria-label={label}
      title={label}
      aria-controls="drawer"
      aria-expanded={hydrated ? (open ?? undefined) : undefined}
      onClick={toggleDrawer}
    >
      <SvgIcon path={icon} size={24} />
    </button>
  );
}
