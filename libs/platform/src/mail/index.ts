export * from './adapters/file.mailer';
export * from './adapters/smtp.mailer';
export * from './mail.module';
export * from './mailer.port';
