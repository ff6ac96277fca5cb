import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
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
  useEffect(() => initDrawer(window.innerWidth), []);
  return (
    <button
      id="drawer-toggle"
      type="button"
      className="rounded-full p-2 hover:bg-white/15"
      aria-label={label}
      title={label}
      aria-controls="drawer"
      aria-expanded={open ?? undefined}
      onClick={toggleDrawer}
    >
      <SvgIcon path={icon} size={24} />
    </button>
  );
}
