import type { TFunction } from 'i18next';
import type { AuditEntry } from './api-client.server';

type Fields = Record<string, unknown>;

function fields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * One line saying what an audit row changed, in the page's language, e.g.
 * 'Glossary → Maria Nguyen (2001)' for a grant or 'title: Training → Training Records' for an update.
 */
export function describeAuditChange(t: TFunction, entry: AuditEntry): string {
  const before = fields(entry.before);
  const after = fields(entry.after);
  const record = after ?? before ?? {};
  switch (entry.entity) {
    case 'app_grant':
    case 'sub_app_grant':
    case 'plant_grant':
      return t('admin.audit.grantText', { what: text(record['title']), who: text(record['grantee']) });
    case 'group_member':
      return t('admin.audit.memberText', { who: text(record['employee']), group: text(record['group']) });
    default: {
      if (before && after) {
        const changed = Object.keys(after).filter((key) => text(before[key]) !== text(after[key]));
        return changed.map((key) => `${key}: ${text(before[key])} → ${text(after[key])}`).join('; ') || t('admin.audit.noChange');
      }
      return ['menuId', 'subAppId', 'link', 'title', 'name', 'icon']
        .filter((key) => record[key] !== undefined && record[key] !== null)
        .map((key) => `${key}: ${text(record[key])}`)
        .join(' · ');
    }
  }
}
