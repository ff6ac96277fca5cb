import i18next, { type TFunction } from 'i18next';
import { formatNumber } from './number-format';
import { constantProp } from '@/lib/http/island-props';
import enShell from '../../../public/locales/en/translation.json';
import esShell from '../../../public/locales/es/translation.json';
import enAdmin from '../../../public/locales/en/admin.json';
import esAdmin from '../../../public/locales/es/admin.json';
import enChecklist from '../../../public/locales/en/checklist.json';
import esChecklist from '../../../public/locales/es/checklist.json';
import enBoards from '../../../public/locales/en/boards.json';
import esBoards from '../../../public/locales/es/boards.json';
import enDevices from '../../../public/locales/en/devices.json';
import esDevices from '../../../public/locales/es/devices.json';
import enForms from '../../../public/locales/en/forms.json';
import esForms from '../../../public/locales/es/forms.json';
import enLabor from '../../../public/locales/en/labor.json';
import esLabor from '../../../public/locales/es/labor.json';
import enMaterials from '../../../public/locales/en/materials.json';
import esMaterials from '../../../public/locales/es/materials.json';
import enNitro from '../../../public/locales/en/nitro.json';
import esNitro from '../../../public/locales/es/nitro.json';
import enNotifications from '../../../public/locales/en/notifications.json';
import enSpc from '../../../public/locales/en/spc.json';
import esSpc from '../../../public/locales/es/spc.json';
import esNotifications from '../../../public/locales/es/notifications.json';
import enRecordEngine from '../../../public/locales/en/recordEngine.json';
import esRecordEngine from '../../../public/locales/es/recordEngine.json';
import enPartsearch from '../../../public/locales/en/partsearch.json';
import esPartsearch from '../../../public/locales/es/partsearch.json';
import enWeldleak from '../../../public/locales/en/weldleak.json';
import enMaintenance from '../../../public/locales/en/maintenance.json';
import esMaintenance from '../../../public/locales/es/maintenance.json';
import esWeldleak from '../../../public/locales/es/weldleak.json';

/** The portal's languages; English is the default and the fallback (spec §9). */
export const LANGUAGES = ['en', 'es'] as const;
/** One of the portal's languages. */
export type Language = (typeof LANGUAGES)[number];
/** The cookie that keeps the language choice. */
export const LANGUAGE_COOKIE = 'lang';
/** How long the language cookie lives: 365 days (spec §9). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * One i18next namespace per feature, one file each in public/locales/<lang>/<namespace>.json; the shell's
 * own texts (top bar, drawer, errors, home, sign-in) are the default namespace `translation`. A new
 * feature adds its two files here. (The label forms keep their own translator: src/lib/labels/i18n.ts.)
 */
export const NAMESPACES = {
  en: {
    translation: enShell,
    admin: enAdmin,
    checklist: enChecklist,
    boards: enBoards,
    devices: enDevices,
    forms: enForms,
    labor: enLabor,
    materials: enMaterials,
    nitro: enNitro,
    notifications: enNotifications,
    spc: enSpc,
    recordEngine: enRecordEngine,
    weldleak: enWeldleak,
    maintenance: enMaintenance,
    partsearch: enPartsearch,
  },
  es: {
    translation: esShell,
    admin: esAdmin,
    checklist: esChecklist,
    boards: esBoards,
    devices: esDevices,
    forms: esForms,
    labor: esLabor,
    materials: esMaterials,
    nitro: esNitro,
    notifications: esNotifications,
    spc: esSpc,
    recordEngine: esRecordEngine,
    weldleak: esWeldleak,
    maintenance: esMaintenance,
    partsearch: esPartsearch,
  },
} as const;

/** A feature's text namespace (its file public/locales/<lang>/<namespace>.json). */
export type Namespace = keyof (typeof NAMESPACES)['en'];

/** Every text of a language as one tree (`RESOURCES.es.materials.title`): the shell's keys and one branch per feature namespace. */
function tree<N extends (typeof NAMESPACES)[Language]>({ translation, ...features }: N): N['translation'] & Omit<N, 'translation'> {
  return { ...translation, ...features };
}

/**
 * The translation resources by language, as shipped in public/locales: frozen, and handed to islands as
 * constants (serialized once, src/lib/http/island-props.ts).
 */
export const RESOURCES = constantProp({ en: tree(NAMESPACES.en), es: tree(NAMESPACES.es) } as const);

/**
 * The language a cookie value names, else English.
 * @example languageFrom('es') // 'es'
 * @example languageFrom('fr') // 'en'
 */
export function languageFrom(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

const translators = new Map<Language, TFunction>();

/** A translate function for one language; each language has its own i18next instance, so requests never share state. */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: 'en',
      resources: NAMESPACES,
      ns: Object.keys(NAMESPACES.en),
      defaultNS: 'translation',
      // t('materials.title') reads key 'title' of namespace 'materials' (i18next splits on the first dot
      // when it names a namespace); keys of the shell ('shell.devBanner') stay in 'translation'.
      nsSeparator: '.',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // '{{max, amount}}' is a number in the language's format (100,000 / 100.000); i18next's own 'number'
    // hands every value of the call to Intl, and a message's other values ({{unit}}: 'EA') make it throw.
    instance.services.formatter?.add('amount', (value: unknown, lng: string | undefined) =>
      typeof value === 'number' ? formatNumber(value, lng ?? 'en') : String(value),
    );
    t = remembered(instance.t.bind(instance) as TFunction);
    translators.set(language, t);
  }
  return t;
}

// At most this many texts a language are remembered (keys are written in the code; a key made from data stops adding here).
const REMEMBERED = 5_000;

/**
 * `t` that answers from memory after the first use: the resources are bundled and never change while the
 * process runs, and a page asks for the same few hundred texts on every render, each through i18next's
 * lookup, nesting and interpolation (a tenth of a page's CPU before). A plain key is remembered by
 * itself; a call whose options are only strings, numbers and booleans (counts, names, '{{title}}') by
 * the key and those values (i18next's answer is a function of them alone). Other calls (objects asked
 * back, nested options, a second argument that is not options) still go to i18next each time.
 */
function remembered(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const plain = (key: unknown, ...rest: unknown[]): unknown => {
    if (typeof key !== 'string' || rest.length > 1) return call(key, ...rest);
    const memoKey = rest.length === 0 ? key : optionsKey(key, rest[0]);
    if (memoKey === null) return call(key, ...rest);
    let text = texts.get(memoKey);
    if (text === undefined) {
      const found = call(key, ...rest);
      if (typeof found !== 'string' || texts.size >= REMEMBERED) return found;
      text = found;
      texts.set(memoKey, text);
    }
    return text;
  };
  return plain as unknown as TFunction;
}

/** The memory key of `t(key, options)` when the options are a flat object of primitive values; else null. */
function optionsKey(key: string, options: unknown): string | null {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  let memoKey = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
    if (kind === 'string' && (value as string).includes('\u0000')) return null;
    if (name === 'returnObjects' || name === 'returnDetails') return null;
    memoKey += `\u0000${name}\u0001${kind.charAt(0)}${String(value)}`;
  }
  return memoKey;
}
