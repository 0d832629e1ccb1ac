import type { Locale } from '@cargo-sentry/contracts/shared/common';

/**
 * The texts of every e-mail, in both languages, in one place. The recipient's
 * notification_language picks the language; staff mail is Russian with English below.
 */
interface Mail {
  subject: string;
  text: string;
}

export function passwordResetMail(locale: Locale, link: string, ttlHours: number): Mail {
  if (locale === 'en') {
    return {
      subject: 'Cargo Sentry: password reset',
      text: `Someone asked to reset the password of your Cargo Sentry account.\n\nOpen this link to set a new password (valid for ${ttlHours} h, once):\n${link}\n\nIf it was not you, ignore this message.`,
    };
  }
  return {
    subject: 'Cargo Sentry: восстановление пароля',
    text: `Поступил запрос на восстановление пароля вашей учётной записи Cargo Sentry.\n\nОткройте ссылку, чтобы задать новый пароль (действует ${ttlHours} ч, один раз):\n${link}\n\nЕсли это были не вы, просто проигнорируйте письмо.`,
  };
}

/**
 * The unlock link of an account locked by wrong passwords (issue 23 §17). It makes the browser
 * that opens it a known device: the owner then signs in with their password as usual.
 */
export function unlockMail(locale: Locale, link: string, ttlMinutes: number): Mail {
  if (locale === 'en') {
    return {
      subject: 'Cargo Sentry: unlock signing in',
      text: `Signing in to your Cargo Sentry account was blocked after many wrong passwords, and someone asked for an unlock link.\n\nOpen this link in the browser you sign in from (valid for ${ttlMinutes} min, once), then sign in with your password:\n${link}\n\nIf it was not you, ignore this message; if you think someone is guessing your password, change it.`,
    };
  }
  return {
    subject: 'Cargo Sentry: разблокировка входа',
    text: `Вход в вашу учётную запись Cargo Sentry заблокирован после многих неверных паролей, и поступил запрос ссылки для разблокировки.\n\nОткройте ссылку в том браузере, из которого входите (действует ${ttlMinutes} мин, один раз), затем войдите со своим паролем:\n${link}\n\nЕсли это были не вы, просто проигнорируйте письмо; если вы думаете, что кто-то подбирает ваш пароль, смените его.`,
  };
}

/** To the owner of an e-mail someone tried to register again (the registration answer does not tell). */
export function registrationAttemptMail(locale: Locale, loginLink: string, resetLink: string): Mail {
  if (locale === 'en') {
    return {
      subject: 'Cargo Sentry: registration with your e-mail',
      text: `Someone tried to register a new Cargo Sentry account with your e-mail address, which already has an account.\n\nIf it was you, sign in: ${loginLink}\nor reset your password if you forgot it: ${resetLink}\n\nIf it was not you, ignore this message: no new account was created.`,
    };
  }
  return {
    subject: 'Cargo Sentry: регистрация с вашим e-mail',
    text: `Кто-то попытался зарегистрировать новую учётную запись Cargo Sentry на ваш e-mail, к которому уже привязана учётная запись.\n\nЕсли это были вы, войдите: ${loginLink}\nили восстановите пароль, если забыли его: ${resetLink}\n\nЕсли это были не вы, просто проигнорируйте письмо: новая учётная запись не создана.`,
  };
}

/**
 * To the address of a registration whose chosen username is taken (the registration answer does
 * not tell, issue 23 §25). The form has no language yet: Russian, then English.
 */
export function usernameTakenMail(username: string, registrationLink: string): Mail {
  return {
    subject: 'Cargo Sentry: регистрация не завершена / registration not completed',
    text: `Логин «${username}» уже занят, поэтому учётная запись не создана. Зарегистрируйтесь ещё раз с другим логином: ${registrationLink}\nЕсли это были не вы, просто проигнорируйте письмо.\n\nThe username "${username}" is taken, so no account was created. Register again with another username: ${registrationLink}\nIf it was not you, ignore this message.`,
  };
}

/** To the new address of an e-mail change: the link that confirms it (issue 23 §25). */
export function emailChangeMail(locale: Locale, link: string, ttlHours: number): Mail {
  if (locale === 'en') {
    return {
      subject: 'Cargo Sentry: confirm your new e-mail',
      text: `You asked to use this address for your Cargo Sentry account.\n\nOpen this link while signed in to confirm it (valid for ${ttlHours} h, once):\n${link}\n\nIf it was not you, ignore this message: nothing changes.`,
    };
  }
  return {
    subject: 'Cargo Sentry: подтвердите новый e-mail',
    text: `Вы попросили использовать этот адрес для своей учётной записи Cargo Sentry.\n\nОткройте ссылку, войдя в систему, чтобы подтвердить его (действует ${ttlHours} ч, один раз):\n${link}\n\nЕсли это были не вы, просто проигнорируйте письмо: ничего не изменится.`,
  };
}

/** To an address someone asked to move their account to, which another account already has. */
export function emailChangeTakenMail(locale: Locale, loginLink: string, resetLink: string): Mail {
  if (locale === 'en') {
    return {
      subject: 'Cargo Sentry: this e-mail already has an account',
      text: `Someone asked to use this address for their Cargo Sentry account, but an account with this e-mail already exists, so nothing was changed.\n\nIf that account is yours, sign in: ${loginLink}\nor reset its password: ${resetLink}\n\nIf it was not you, ignore this message.`,
    };
  }
  return {
    subject: 'Cargo Sentry: этот e-mail уже занят',
    text: `Поступил запрос использовать этот адрес для учётной записи Cargo Sentry, но учётная запись с таким e-mail уже существует, поэтому ничего не изменено.\n\nЕсли эта учётная запись ваша, войдите: ${loginLink}\nили восстановите её пароль: ${resetLink}\n\nЕсли это были не вы, просто проигнорируйте письмо.`,
  };
}

export function accountActivatedMail(locale: Locale, username: string, link: string): Mail {
  if (locale === 'en') {
    return {
      subject: 'Cargo Sentry: your account is active',
      text: `Your Cargo Sentry account has been verified.\n\nUsername: ${username}\nSign in: ${link}`,
    };
  }
  return {
    subject: 'Cargo Sentry: учётная запись активирована',
    text: `Ваша учётная запись Cargo Sentry проверена и активирована.\n\nЛогин: ${username}\nВход: ${link}`,
  };
}

export function newRegistrationMail(user: { username: string; email: string; company: string }, link: string): Mail {
  return {
    subject: `Cargo Sentry: новая регистрация / new registration (${user.username})`,
    text: `Новая учётная запись ждёт проверки / A new account awaits verification:\n\n${user.username} <${user.email}>, ${user.company}\n${link}`,
  };
}

export function feedbackMail(user: { username: string; email: string; company: string }, text: string): Mail {
  return {
    subject: `Cargo Sentry: обратная связь / feedback (${user.username})`,
    text: `От / from: ${user.username} <${user.email}>, ${user.company}\n\n${text}`,
  };
}

/**
 * To a person staff created an account for. A generated password is in the message (the only
 * place it ever appears); a password staff chose is handed over by them, not mailed.
 */
export function accountCreatedMail(locale: Locale, username: string, link: string, password?: string): Mail {
  if (locale === 'en') {
    const secret = password ? `Password: ${password}\nChange it after you sign in (Settings → Security).\n` : '';
    return {
      subject: 'Cargo Sentry: your account',
      text: `An account has been created for you in Cargo Sentry.\n\nUsername: ${username}\n${secret}Sign in: ${link}`,
    };
  }
  const secret = password ? `Пароль: ${password}\nСмените его после входа (Настройки → Безопасность).\n` : '';
  return {
    subject: 'Cargo Sentry: ваша учётная запись',
    text: `Для вас создана учётная запись в Cargo Sentry.\n\nЛогин: ${username}\n${secret}Вход: ${link}`,
  };
}

/** To a user whose password staff replaced by a generated one; every session of theirs has ended. */
export function passwordSetByStaffMail(locale: Locale, username: string, link: string, password: string): Mail {
  if (locale === 'en') {
    return {
      subject: 'Cargo Sentry: new password',
      text: `The administrator has set a new password for your Cargo Sentry account; you have been signed out everywhere.\n\nUsername: ${username}\nPassword: ${password}\nSign in: ${link}`,
    };
  }
  return {
    subject: 'Cargo Sentry: новый пароль',
    text: `Администратор задал новый пароль для вашей учётной записи Cargo Sentry; все ваши сеансы завершены.\n\nЛогин: ${username}\nПароль: ${password}\nВход: ${link}`,
  };
}
