import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $theme, initTheme, toggleTheme } from '@/lib/stores/theme';
import { SvgIcon } from './SvgIcon';

/** Props of `ThemeSwitch`. */
export interface ThemeSwitchProps {
  /** The theme the server painted (from the 'theme' cookie). */
  initialDark: boolean;
  label: string;
  icons: { dark: string; light: string };
  /** 'icon': a round top bar button; 'row': a labelled switch row for the user menu. */
  variant?: 'icon' | 'row';
}

/** The light/dark switch (spec §2.1); the choice is kept in localStorage 'isDark' and mirrored to the 'theme' cookie. */
export function ThemeSwitch({ initialDark, label, icons, variant = 'icon' }: ThemeSwitchProps) {
  const stored = useStore($theme).isDark;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    initTheme(initialDark);
    setReady(true);
  }, [initialDark]);
  // The first render matches the server's HTML; the store takes over once localStorage is read.
  const isDark = ready ? stored : initialDark;
  if (variant === 'row') {
    return (
      <button
        type="button"
        role="switch"
        aria-checked={isDark}
        onClick={toggleTheme}
        className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left hover:bg-slate-100 dark:hover:bg-slate-700"
      >
        <SvgIcon path={isDark ? icons.dark : icons.light} />
        <span className="flex-1">{label}</span>
        <span aria-hidden="true" className={`relative h-5 w-9 rounded-full transition ${isDark ? 'bg-primary' : 'bg-slate-400'}`}>
          <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${isDark ? 'left-[18px]' : 'left-0.5'}`} />
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      aria-label={label}
      title={label}
      onClick={toggleTheme}
      className="rounded-full p-2 hover:bg-white/15"
    >
      <SvgIcon path={isDark ? icons.dark : icons.light} size={22} />
    </button>
  );
}
