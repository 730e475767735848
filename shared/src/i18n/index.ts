export * from './catalogue';
export * from './language';
export * from './messages.en';
export * from './render-message';
