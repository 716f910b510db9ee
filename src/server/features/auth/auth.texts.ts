import type { Language } from '@shared/contracts/settings';

/** Mail and field messages of the auth feature in the five interface languages. */

export type MailText = { subject: string; text: string };
type MailInput = { firstName: string; link: string };

const sign = '\n\nLarder';

const VERIFY_EMAIL: Record<Language, (m: MailInput) => MailText> = {
  en: ({ firstName, link }) => ({
    subject: 'Confirm your email for Larder',
    text: `Hi ${firstName},\n\nWelcome to Larder! Please confirm your email address by opening this link:\n\n${link}\n\nThe link works for 48 hours. If you did not create an account, you can ignore this email.${sign}`,
  }),
  es: ({ firstName, link }) => ({
    subject: 'Confirma tu correo para Larder',
    text: `Hola, ${firstName}:\n\n¡Te damos la bienvenida a Larder! Confirma tu dirección de correo abriendo este enlace:\n\n${link}\n\nEl enlace funciona durante 48 horas. Si no creaste una cuenta, puedes ignorar este correo.${sign}`,
  }),
  fr: ({ firstName, link }) => ({
    subject: 'Confirmez votre e-mail pour Larder',
    text: `Bonjour ${firstName},\n\nBienvenue sur Larder ! Confirmez votre adresse e-mail en ouvrant ce lien :\n\n${link}\n\nCe lien est valable 48 heures. Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.${sign}`,
  }),
  de: ({ firstName, link }) => ({
    subject: 'Bestätige deine E-Mail-Adresse für Larder',
    text: `Hallo ${firstName},\n\nwillkommen bei Larder! Bitte bestätige deine E-Mail-Adresse über diesen Link:\n\n${link}\n\nDer Link ist 48 Stunden gültig. Wenn du kein Konto erstellt hast, kannst du diese E-Mail ignorieren.${sign}`,
  }),
  zh: ({ firstName, link }) => ({
    subject: '确认你的 Larder 邮箱',
    text: `${firstName}，你好：\n\n欢迎使用 Larder！请打开以下链接确认你的邮箱地址：\n\n${link}\n\n该链接 48 小时内有效。如果你没有创建账户，请忽略此邮件。${sign}`,
  }),
};

const RESET_PASSWORD: Record<Language, (m: MailInput) => MailText> = {
  en: ({ firstName, link }) => ({
    subject: 'Reset your Larder password',
    text: `Hi ${firstName},\n\nSomeone asked to reset the password of your Larder account. To choose a new password, open this link:\n\n${link}\n\nThe link works once, for 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.${sign}`,
  }),
  es: ({ firstName, link }) => ({
    subject: 'Restablece tu contraseña de Larder',
    text: `Hola, ${firstName}:\n\nAlguien ha solicitado restablecer la contraseña de tu cuenta de Larder. Para elegir una contraseña nueva, abre este enlace:\n\n${link}\n\nEl enlace funciona una sola vez, durante 1 hora. Si no lo solicitaste, puedes ignorar este correo; tu contraseña no cambiará.${sign}`,
  }),
  fr: ({ firstName, link }) => ({
    subject: 'Réinitialisez votre mot de passe Larder',
    text: `Bonjour ${firstName},\n\nQuelqu'un a demandé la réinitialisation du mot de passe de votre compte Larder. Pour choisir un nouveau mot de passe, ouvrez ce lien :\n\n${link}\n\nCe lien ne fonctionne qu'une fois, pendant 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.${sign}`,
  }),
  de: ({ firstName, link }) => ({
    subject: 'Setze dein Larder-Passwort zurück',
    text: `Hallo ${firstName},\n\njemand hat angefordert, das Passwort deines Larder-Kontos zurückzusetzen. Um ein neues Passwort zu wählen, öffne diesen Link:\n\n${link}\n\nDer Link funktioniert einmal und ist 1 Stunde gültig. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.${sign}`,
  }),
  zh: ({ firstName, link }) => ({
    subject: '重置你的 Larder 密码',
    text: `${firstName}，你好：\n\n有人请求重置你的 Larder 账户密码。请打开以下链接设置新密码：\n\n${link}\n\n该链接只能使用一次，1 小时内有效。如果这不是你本人的操作，请忽略此邮件，你的密码不会改变。${sign}`,
  }),
};

const CHANGE_EMAIL: Record<Language, (m: MailInput) => MailText> = {
  en: ({ firstName, link }) => ({
    subject: 'Confirm your new email for Larder',
    text: `Hi ${firstName},\n\nTo use this address for your Larder account, open this link:\n\n${link}\n\nThe link works for 24 hours. Until then your account keeps its current email. If you did not ask for this, you can ignore this email.${sign}`,
  }),
  es: ({ firstName, link }) => ({
    subject: 'Confirma tu nuevo correo para Larder',
    text: `Hola, ${firstName}:\n\nPara usar esta dirección en tu cuenta de Larder, abre este enlace:\n\n${link}\n\nEl enlace funciona durante 24 horas. Hasta entonces, tu cuenta conserva su correo actual. Si no lo solicitaste, puedes ignorar este correo.${sign}`,
  }),
  fr: ({ firstName, link }) => ({
    subject: 'Confirmez votre nouvel e-mail pour Larder',
    text: `Bonjour ${firstName},\n\nPour utiliser cette adresse avec votre compte Larder, ouvrez ce lien :\n\n${link}\n\nCe lien est valable 24 heures. D'ici là, votre compte conserve son e-mail actuel. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.${sign}`,
  }),
  de: ({ firstName, link }) => ({
    subject: 'Bestätige deine neue E-Mail-Adresse für Larder',
    text: `Hallo ${firstName},\n\num diese Adresse für dein Larder-Konto zu verwenden, öffne diesen Link:\n\n${link}\n\nDer Link ist 24 Stunden gültig. Bis dahin behält dein Konto die bisherige E-Mail-Adresse. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.${sign}`,
  }),
  zh: ({ firstName, link }) => ({
    subject: '确认你的 Larder 新邮箱',
    text: `${firstName}，你好：\n\n如需将此地址用于你的 Larder 账户，请打开以下链接：\n\n${link}\n\n该链接 24 小时内有效。在此之前，你的账户仍使用当前邮箱。如果这不是你本人的操作，请忽略此邮件。${sign}`,
  }),
};

export const verifyEmailMail = (lang: Language, input: MailInput): MailText => VERIFY_EMAIL[lang](input);
export const resetPasswordMail = (lang: Language, input: MailInput): MailText => RESET_PASSWORD[lang](input);
export const changeEmailMail = (lang: Language, input: MailInput): MailText => CHANGE_EMAIL[lang](input);

export type AuthFieldMessage = 'currentPasswordRequired' | 'currentPasswordIncorrect' | 'sameEmail';

const FIELD_MESSAGES: Record<AuthFieldMessage, Record<Language, string>> = {
  currentPasswordRequired: {
    en: 'Current password is required',
    es: 'La contraseña actual es obligatoria',
    fr: 'Le mot de passe actuel est requis',
    de: 'Das aktuelle Passwort ist erforderlich',
    zh: '请输入当前密码',
  },
  currentPasswordIncorrect: {
    en: 'Current password is incorrect',
    es: 'La contraseña actual no es correcta',
    fr: 'Le mot de passe actuel est incorrect',
    de: 'Das aktuelle Passwort ist falsch',
    zh: '当前密码不正确',
  },
  sameEmail: {
    en: 'This is already your email address',
    es: 'Esta ya es tu dirección de correo',
    fr: "C'est déjà votre adresse e-mail",
    de: 'Das ist bereits deine E-Mail-Adresse',
    zh: '这已经是你的邮箱地址',
  },
};

export const authFieldMessage = (key: AuthFieldMessage, lang: Language): string => FIELD_MESSAGES[key][lang];
