/** The menu item form's values as typed (strings), so a refused post shows them back unchanged. */
export interface MenuItemValues {
  menuId: string;
  link: string;
  title: string;
  icon: string;
}

/**
 * The menu item fields of a posted form.
 * @example menuItemValues({ menuId: '12', link: '/Labels', title: 'Labels', icon: 'mdi-label', extra: 'x' }) // { menuId: '12', link: '/Labels', title: 'Labels', icon: 'mdi-label' }
 */
export function menuItemValues(form: Record<string, string>): MenuItemValues {
  return { menuId: form['menuId'] ?? '', link: form['link'] ?? '', title: form['title'] ?? '', icon: form['icon'] ?? '' };
}
