export * from './file-mailer';
export * from './mail.module';
export * from './mailer';
export * from './smtp-mailer';
