// ALTCHA ships these language files without type declarations; they only register words globally.
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/zh-cn';
