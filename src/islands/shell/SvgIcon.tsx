/** Props of `SvgIcon`. */
export interface SvgIconProps {
  /** An SVG path the server produced with iconPath(); islands never import the icon set. */
  path: string;
  size?: number;
  className?: string;
}

/** A Material Design icon from a server-given path, hidden from screen readers (the control carries the name). */
export function SvgIcon({ path, size = 20, className }: SvgIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
