import type { ActivityData, ActivityKind, FamilyRole } from '@shared/contracts/family';
import type { Language } from '@shared/contracts/settings';
import { namesList } from '../notifications/notification-texts';

/**
 * The family activity feed's sentences ("Ana added milk", "Ben ticked 4 items") in the interface
 * languages. The feed, the family-activity notification and its push all read them from here.
 * Kinds that count have a singular and a plural form (Chinese has one).
 */
type Forms = { one: string; other: string };
type Template = string | Forms;

const T: Record<ActivityKind, Record<Language, Template>> = {
  'stock.added': {
    en: '{actor} added {items}',
    es: '{actor} añadió {items}',
    fr: '{actor} a ajouté {items}',
    de: '{actor} hat {items} hinzugefügt',
    zh: '{actor} 添加了{items}',
  },
  'stock.used': {
    en: '{actor} used {items}',
    es: '{actor} usó {items}',
    fr: '{actor} a utilisé {items}',
    de: '{actor} hat {items} verbraucht',
    zh: '{actor} 用掉了{items}',
  },
  'stock.removed': {
    en: '{actor} removed {items} from the pantry',
    es: '{actor} quitó {items} de la despensa',
    fr: '{actor} a retiré {items} du garde-manger',
    de: '{actor} hat {items} aus dem Vorrat entfernt',
    zh: '{actor} 从食品柜移除了{items}',
  },
  'shopping.added': {
    en: '{actor} put {items} on the shopping list',
    es: '{actor} puso {items} en la lista de la compra',
    fr: '{actor} a mis {items} sur la liste de courses',
    de: '{actor} hat {items} auf die Einkaufsliste gesetzt',
    zh: '{actor} 把{items}加入了购物清单',
  },
  'shopping.ticked': {
    en: { one: '{actor} ticked {count} item', other: '{actor} ticked {count} items' },
    es: { one: '{actor} marcó {count} artículo', other: '{actor} marcó {count} artículos' },
    fr: { one: '{actor} a coché {count} article', other: '{actor} a coché {count} articles' },
    de: { one: '{actor} hat {count} Artikel abgehakt', other: '{actor} hat {count} Artikel abgehakt' },
    zh: '{actor} 勾选了 {count} 件商品',
  },
  'shopping.toPantry': {
    en: {
      one: '{actor} put {count} bought item in the pantry',
      other: '{actor} put {count} bought items in the pantry',
    },
    es: {
      one: '{actor} guardó {count} artículo comprado en la despensa',
      other: '{actor} guardó {count} artículos comprados en la despensa',
    },
    fr: {
      one: '{actor} a rangé {count} article acheté dans le garde-manger',
      other: '{actor} a rangé {count} articles achetés dans le garde-manger',
    },
    de: {
      one: '{actor} hat {count} gekauften Artikel in den Vorrat gelegt',
      other: '{actor} hat {count} gekaufte Artikel in den Vorrat gelegt',
    },
    zh: '{actor} 把 {count} 件已购商品放进了食品柜',
  },
  'recipe.added': {
    en: '{actor} added the recipe {items}',
    es: '{actor} añadió la receta {items}',
    fr: '{actor} a ajouté la recette {items}',
    de: '{actor} hat das Rezept {items} hinzugefügt',
    zh: '{actor} 添加了食谱{items}',
  },
  'mealplan.generated': {
    en: { one: '{actor} planned {count} meal', other: '{actor} planned {count} meals' },
    es: { one: '{actor} planificó {count} comida', other: '{actor} planificó {count} comidas' },
    fr: { one: '{actor} a planifié {count} repas', other: '{actor} a planifié {count} repas' },
    de: { one: '{actor} hat {count} Mahlzeit geplant', other: '{actor} hat {count} Mahlzeiten geplant' },
    zh: '{actor} 安排了 {count} 餐',
  },
  'family.joined': {
    en: '{actor} joined the family',
    es: '{actor} se unió a la familia',
    fr: '{actor} a rejoint la famille',
    de: '{actor} ist der Familie beigetreten',
    zh: '{actor} 加入了家庭',
  },
  'family.left': {
    en: '{actor} left the family',
    es: '{actor} dejó la familia',
    fr: '{actor} a quitté la famille',
    de: '{actor} hat die Familie verlassen',
    zh: '{actor} 离开了家庭',
  },
  'family.removed': {
    en: '{actor} removed {subject} from the family',
    es: '{actor} quitó a {subject} de la familia',
    fr: '{actor} a retiré {subject} de la famille',
    de: '{actor} hat {subject} aus der Familie entfernt',
    zh: '{actor} 将 {subject} 移出了家庭',
  },
  'family.renamed': {
    en: '{actor} renamed the family to {items}',
    es: '{actor} cambió el nombre de la familia a {items}',
    fr: '{actor} a renommé la famille en {items}',
    de: '{actor} hat die Familie in {items} umbenannt',
    zh: '{actor} 将家庭改名为{items}',
  },
  'family.roleChanged': {
    en: '{actor} made {subject} {role}',
    es: '{actor} hizo a {subject} {role}',
    fr: '{actor} a nommé {subject} {role}',
    de: '{actor} hat {subject} zum {role} gemacht',
    zh: '{actor} 将 {subject} 设为{role}',
  },
  'family.ownerChanged': {
    en: '{actor} handed the family over to {subject}',
    es: '{actor} cedió la familia a {subject}',
    fr: '{actor} a confié la famille à {subject}',
    de: '{actor} hat die Familie an {subject} übergeben',
    zh: '{actor} 将家庭移交给了 {subject}',
  },
};

const ROLE_WORDS: Record<FamilyRole, Record<Language, string>> = {
  owner: { en: 'owner', es: 'propietario', fr: 'propriétaire', de: 'Inhaber', zh: '所有者' },
  admin: { en: 'an admin', es: 'administrador', fr: 'administrateur', de: 'Administrator', zh: '管理员' },
  member: { en: 'a member', es: 'miembro', fr: 'membre', de: 'Mitglied', zh: '成员' },
};

const SOMEONE: Record<Language, string> = {
  en: 'Someone',
  es: 'Alguien',
  fr: 'Quelqu’un',
  de: 'Jemand',
  zh: '有人',
};

/** Names the family's role words in a language (for screens and sentences alike). */
export function roleWord(role: FamilyRole, language: Language): string {
  return ROLE_WORDS[role][language];
}

/** The activity as a sentence in `language`; `actor` is null when the account is gone. */
export function activityText(
  kind: ActivityKind,
  data: ActivityData,
  actor: string | null,
  language: Language,
): string {
  const template = T[kind][language];
  const count = data.count ?? data.names?.length ?? 0;
  const text =
    typeof template === 'string'
      ? template
      : new Intl.PluralRules(language).select(count) === 'one'
        ? template.one
        : template.other;
  const values: Record<string, string> = {
    actor: actor ?? SOMEONE[language],
    items: namesList(data.names ?? [], language, 3),
    count: String(count),
    subject: data.subject ?? SOMEONE[language],
    role: data.role ? roleWord(data.role, language) : '',
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
