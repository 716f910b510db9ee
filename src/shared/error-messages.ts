import type { ErrorCode } from './errors';
import { DEFAULT_ERROR_MESSAGES } from './errors';
import type { Language } from './contracts/settings';

/**
 * API error texts in the five interface languages. The server answers in the caller's language
 * (their setting, else Accept-Language); 'Already authenticated' stays as the spec has it because
 * the client compares it.
 */
const MESSAGES: Record<Exclude<Language, 'en'>, Partial<Record<ErrorCode, string>>> = {
  es: {
    BAD_REQUEST: 'No se pudo entender la solicitud.',
    VALIDATION_FAILED: 'Algunos campos no son válidos.',
    INVALID_JSON: 'El cuerpo de la solicitud no es JSON válido.',
    UNAUTHENTICATED: 'Inicia sesión para continuar.',
    INVALID_CREDENTIALS: 'Correo o contraseña no válidos. Inténtalo de nuevo.',
    FORBIDDEN: 'No tienes acceso a esto.',
    CSRF_INVALID: 'Token CSRF no válido o ausente. Actualiza la página.',
    CROSS_SITE: 'Los cambios solo se pueden hacer desde Larder, no desde otro sitio.',
    HUMAN_CHECK_REQUIRED:
      'Ha habido varios inicios de sesión fallidos en esta cuenta. Confirma que eres una persona y vuelve a iniciar sesión.',
    CAPTCHA_FAILED: 'Completa la verificación CAPTCHA',
    NOT_FOUND: 'No encontrado.',
    CONFLICT: 'Esto entra en conflicto con datos existentes.',
    EMAIL_TAKEN: 'Ya existe una cuenta con este correo.',
    USERNAME_TAKEN: 'Este nombre de usuario ya está en uso.',
    TOKEN_INVALID: 'Este enlace no es válido o ha caducado.',
    PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
    UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no es compatible.',
    RATE_LIMITED: 'Demasiadas solicitudes. Espera e inténtalo de nuevo.',
    INTERNAL: 'Algo salió mal. Inténtalo de nuevo.',
    UNAVAILABLE: 'El servicio no está disponible temporalmente.',
  },
  fr: {
    BAD_REQUEST: 'La requête est incompréhensible.',
    VALIDATION_FAILED: 'Certains champs ne sont pas valides.',
    INVALID_JSON: "Le corps de la requête n'est pas un JSON valide.",
    UNAUTHENTICATED: 'Veuillez vous connecter pour continuer.',
    INVALID_CREDENTIALS: 'E-mail ou mot de passe invalide. Veuillez réessayer.',
    FORBIDDEN: "Vous n'avez pas accès à ceci.",
    CSRF_INVALID: 'Jeton CSRF invalide ou manquant. Veuillez actualiser la page.',
    CROSS_SITE: 'Les modifications ne peuvent se faire que depuis Larder, pas depuis un autre site.',
    HUMAN_CHECK_REQUIRED:
      'Plusieurs connexions à ce compte ont échoué. Confirmez que vous êtes humain, puis connectez-vous.',
    CAPTCHA_FAILED: 'Veuillez compléter la vérification CAPTCHA',
    NOT_FOUND: 'Introuvable.',
    CONFLICT: 'Ceci entre en conflit avec des données existantes.',
    EMAIL_TAKEN: 'Un compte existe déjà avec cet e-mail.',
    USERNAME_TAKEN: "Ce nom d'utilisateur est déjà pris.",
    TOKEN_INVALID: 'Ce lien est invalide ou a expiré.',
    PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
    UNSUPPORTED_MEDIA_TYPE: "Ce type de contenu n'est pas pris en charge.",
    RATE_LIMITED: 'Trop de requêtes. Veuillez patienter et réessayer.',
    INTERNAL: "Une erreur s'est produite. Veuillez réessayer.",
    UNAVAILABLE: 'Le service est temporairement indisponible.',
  },
  de: {
    BAD_REQUEST: 'Die Anfrage konnte nicht verstanden werden.',
    VALIDATION_FAILED: 'Einige Felder sind ungültig.',
    INVALID_JSON: 'Der Anfrageinhalt ist kein gültiges JSON.',
    UNAUTHENTICATED: 'Bitte melde dich an, um fortzufahren.',
    INVALID_CREDENTIALS: 'Ungültige E-Mail oder ungültiges Passwort. Bitte versuche es erneut.',
    FORBIDDEN: 'Du hast keinen Zugriff darauf.',
    CSRF_INVALID: 'Ungültiges oder fehlendes CSRF-Token. Bitte lade die Seite neu.',
    CROSS_SITE: 'Änderungen sind nur aus Larder selbst möglich, nicht von einer anderen Website.',
    HUMAN_CHECK_REQUIRED:
      'Für dieses Konto gab es mehrere fehlgeschlagene Anmeldungen. Bestätige bitte, dass du ein Mensch bist, und melde dich dann an.',
    CAPTCHA_FAILED: 'Bitte schließe die CAPTCHA-Prüfung ab',
    NOT_FOUND: 'Nicht gefunden.',
    CONFLICT: 'Das steht im Widerspruch zu vorhandenen Daten.',
    EMAIL_TAKEN: 'Es gibt bereits ein Konto mit dieser E-Mail.',
    USERNAME_TAKEN: 'Dieser Benutzername ist bereits vergeben.',
    TOKEN_INVALID: 'Dieser Link ist ungültig oder abgelaufen.',
    PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Dieser Inhaltstyp wird nicht unterstützt.',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte warte und versuche es erneut.',
    INTERNAL: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    UNAVAILABLE: 'Der Dienst ist vorübergehend nicht verfügbar.',
  },
  zh: {
    BAD_REQUEST: '无法理解该请求。',
    VALIDATION_FAILED: '部分字段无效。',
    INVALID_JSON: '请求内容不是有效的 JSON。',
    UNAUTHENTICATED: '请登录后继续。',
    INVALID_CREDENTIALS: '邮箱或密码无效，请重试。',
    FORBIDDEN: '你无权访问此内容。',
    CSRF_INVALID: 'CSRF 令牌无效或缺失，请刷新页面。',
    CROSS_SITE: '只能在 Larder 内进行更改，不能从其他网站发起。',
    HUMAN_CHECK_REQUIRED: '此账户有多次登录失败。请先完成人机验证，然后再登录。',
    CAPTCHA_FAILED: '请完成人机验证',
    NOT_FOUND: '未找到。',
    CONFLICT: '与现有数据冲突。',
    EMAIL_TAKEN: '该邮箱已注册账户。',
    USERNAME_TAKEN: '该用户名已被占用。',
    TOKEN_INVALID: '此链接无效或已过期。',
    PAYLOAD_TOO_LARGE: '请求内容过大。',
    UNSUPPORTED_MEDIA_TYPE: '不支持此内容类型。',
    RATE_LIMITED: '请求过多，请稍后再试。',
    INTERNAL: '出了点问题，请重试。',
    UNAVAILABLE: '服务暂时不可用。',
  },
};

export function errorMessage(code: ErrorCode, language: Language = 'en'): string {
  if (language === 'en') return DEFAULT_ERROR_MESSAGES[code];
  return MESSAGES[language][code] ?? DEFAULT_ERROR_MESSAGES[code];
}
