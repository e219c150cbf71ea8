import { CHAT_MESSAGES } from '../messages';
import { normalisePhone, validateSmsSettings } from './settings';

describe('the chat notification settings', () => {
  it('write a number as E.164, ten digits as a US one, and refuse what is not 10 to 15 digits', () => {
    expect(normalisePhone('(555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('555-1234')).toBeNull();
    expect(normalisePhone('call 5551234567')).toBeNull();
  });

  it('ask a number for SMS and refuse a bad one with the chat service’s messages', () => {
    expect(validateSmsSettings({ notify: 'sms', phone: ' ' })).toEqual({ phone: [CHAT_MESSAGES.phoneRequired] });
    expect(validateSmsSettings({ notify: 'sms', phone: '12345' })).toEqual({ phone: [CHAT_MESSAGES.phoneInvalid] });
    expect(validateSmsSettings({ notify: 'sms', phone: '+1 555 123 4567' })).toEqual({});
    expect(validateSmsSettings({ notify: 'mail', phone: '' })).toEqual({});
  });
});
