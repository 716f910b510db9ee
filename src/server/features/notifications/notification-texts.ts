import type { NotificationKind } from '@shared/contracts/notifications';
import type { Language } from '@shared/contracts/settings';
import { messageCatalogue } from '../../platform/messages';

/** The title of each kind of notification, in the interface languages. */
export const KIND_TITLES: Record<NotificationKind, Record<Language, string>> = {
  expiringSoon: {
    en: 'Expiring soon',
    es: 'Caduca pronto',
    fr: 'Expire bientôt',
    de: 'Läuft bald ab',
    zh: '即将过期',
  },
  expired: { en: 'Expired', es: 'Caducado', fr: 'Expiré', de: 'Abgelaufen', zh: '已过期' },
  lowStock: {
    en: 'Running low',
    es: 'Quedan pocas existencias',
    fr: 'Stock bas',
    de: 'Fast aufgebraucht',
    zh: '库存不足',
  },
  familyActivity: {
    en: 'In your kitchen',
    es: 'En tu cocina',
    fr: 'Dans votre cuisine',
    de: 'In deiner Küche',
    zh: '厨房动态',
  },
  mealPrepReminder: {
    en: 'Meal prep reminder',
    es: 'Recordatorio de preparación',
    fr: 'Rappel de préparation',
    de: 'Erinnerung ans Vorkochen',
    zh: '备餐提醒',
  },
  trialEnding: {
    en: 'Your trial ends soon',
    es: 'Tu prueba termina pronto',
    fr: 'Votre essai se termine bientôt',
    de: 'Dein Testzeitraum endet bald',
    zh: '试用即将结束',
  },
  referralReward: {
    en: 'You earned a reward',
    es: 'Has ganado una recompensa',
    fr: 'Vous avez gagné une récompense',
    de: 'Du hast eine Belohnung erhalten',
    zh: '你获得了奖励',
  },
};

/** The bodies the daily scan writes, and its e-mail digest. */
const SCAN_TEXTS = {
  expiringSoon: {
    en: 'Use soon: {items}',
    es: 'Úsalo pronto: {items}',
    fr: 'À consommer bientôt : {items}',
    de: 'Bald verbrauchen: {items}',
    zh: '请尽快食用：{items}',
  },
  expired: {
    en: 'Past its date: {items}',
    es: 'Fecha pasada: {items}',
    fr: 'Date dépassée : {items}',
    de: 'Datum überschritten: {items}',
    zh: '已过期：{items}',
  },
  lowStock: {
    en: 'Running low: {items}. Put them on the shopping list?',
    es: 'Quedan pocos: {items}. ¿Los pones en la lista de la compra?',
    fr: 'Presque épuisé : {items}. Les mettre sur la liste de courses ?',
    de: 'Fast aufgebraucht: {items}. Auf die Einkaufsliste setzen?',
    zh: '库存不足：{items}。要加入购物清单吗？',
  },
  mealPrepReminder: {
    en: 'Tomorrow: {items}. Anything to thaw or prepare tonight?',
    es: 'Mañana: {items}. ¿Hay algo que descongelar o preparar esta noche?',
    fr: 'Demain : {items}. Quelque chose à décongeler ou à préparer ce soir ?',
    de: 'Morgen: {items}. Muss heute Abend etwas auftauen oder vorbereitet werden?',
    zh: '明天：{items}。今晚需要解冻或准备什么吗？',
  },
  trialEnding: {
    en: 'Your free trial ends on {date}. Choose a plan to keep every feature.',
    es: 'Tu prueba gratuita termina el {date}. Elige un plan para conservar todas las funciones.',
    fr: 'Votre essai gratuit se termine le {date}. Choisissez une formule pour garder toutes les fonctions.',
    de: 'Dein kostenloser Testzeitraum endet am {date}. Wähle einen Tarif, um alle Funktionen zu behalten.',
    zh: '你的免费试用将于 {date} 结束。选择一个方案以保留全部功能。',
  },
  digestSubject: {
    en: 'Your kitchen today: {count} new',
    es: 'Tu cocina hoy: {count} novedades',
    fr: 'Votre cuisine aujourd’hui : {count} nouveautés',
    de: 'Deine Küche heute: {count} neu',
    zh: '今日厨房：{count} 条新消息',
  },
  digestIntro: {
    en: 'Here is what is new in your kitchen:',
    es: 'Esto es lo nuevo en tu cocina:',
    fr: 'Voici les nouveautés de votre cuisine :',
    de: 'Das ist neu in deiner Küche:',
    zh: '你的厨房有以下新动态：',
  },
  digestOpen: {
    en: 'Open them in Larder: {link}',
    es: 'Ábrelas en Larder: {link}',
    fr: 'Ouvrez-les dans Larder : {link}',
    de: 'In Larder öffnen: {link}',
    zh: '在 Larder 中查看：{link}',
  },
  digestSettings: {
    en: 'Choose what comes by e-mail: {link}',
    es: 'Elige qué te llega por correo: {link}',
    fr: 'Choisissez ce qui arrive par e-mail : {link}',
    de: 'Wähle, was per E-Mail kommt: {link}',
    zh: '选择通过电子邮件接收的内容：{link}',
  },
} as const;

export const { message: scanMessage } = messageCatalogue(SCAN_TEXTS);

/** Names as a list the language reads ("milk, eggs and 3 more"), at most `shown` named. */
export function namesList(names: readonly string[], language: Language, shown = 4): string {
  const named = names.slice(0, shown);
  const rest = names.length - named.length;
  const more: Record<Language, string> = {
    en: `${rest} more`,
    es: `${rest} más`,
    fr: `${rest} de plus`,
    de: `${rest} weitere`,
    zh: `另外 ${rest} 项`,
  };
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    rest > 0 ? [...named, more[language]] : named,
  );
}
