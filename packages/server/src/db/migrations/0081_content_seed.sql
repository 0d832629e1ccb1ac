-- The content every installation starts with (issue 12 §1): the five named pages and two news
-- items, in both languages. Staff edit them in the app afterwards; {phone} and {email} are
-- replaced with the configured support phone and e-mail when a page is shown
-- (docs/decisions/0024-content.md). Texts are dollar-quoted so quotes need no escaping.

INSERT INTO info_pages (name, title_ru, title_en, body_ru, body_en) VALUES (
  'faq', 'Вопросы и ответы', 'FAQ',
$md$## Как получить доступ к сервису?

Нажмите «Регистрация» на странице входа и заполните анкету: ФИО, телефон, e-mail, ИНН и название компании. После проверки заявки администратор откроет доступ, и вы получите письмо. Если письмо не пришло за один рабочий день, напишите в поддержку.

## Что такое квота проверок?

Каждая проверка (водителя, транспортного средства, контрагента) расходует одну единицу квоты. Остаток показан внизу бокового меню в виде «выполнено из доступных». Когда квота закончится, сервис сообщит «У Вас закончились проверки» — чтобы её пополнить, обратитесь к вашему менеджеру или в поддержку.

## Какие проверки доступны?

Риск по транспортному средству и прицепу, полис ОСАГО, водительское удостоверение, паспорт, задолженности у судебных приставов (ФССП), телефон, сравнение фотографии лица, судебные дела, доверенное лицо, репутация по ИНН, участие в организациях и коммерческая осмотрительность. Администратор может отключить отдельные проверки для вашей учётной записи — тогда их не будет в списке.

## Нужно ли согласие водителя на проверку?

Да. Перед проверкой вы подтверждаете, что персональные данные получены законно и проверяемое лицо согласно на их обработку. Для сравнения фотографии лица нужно письменное согласие. Подробнее — в «Политике конфиденциальности».

## Что означают цвета результата?

Зелёный — сведений, требующих внимания, не найдено. Жёлтый — есть сведения, которые стоит проверить вручную. Красный — найдены серьёзные риски, например участие в трёх и более инцидентах. Цвет — подсказка: окончательное решение принимает ваш сотрудник.

## Откуда берутся данные об инцидентах?

Инциденты вносят аналитики сервиса по сообщениям перевозчиков, страховых компаний, служб безопасности и открытых источников; часть загружается таблицами. Каждый инцидент содержит дату, место, категорию груза, способ нападения и ущерб.

## Как найти инциденты в нужном регионе?

Откройте «Инциденты» и задайте фильтр: период, регион или город, категорию груза, способ нападения, диапазон ущерба. Фильтр сохраняется в адресе страницы — ссылку можно отправить коллеге. Сводку по тем же фильтрам покажет раздел «Анализ».

## Почему не работает выгрузка в Excel?

В демонстрационном режиме выгрузка отключена. В полной учётной записи кнопка выгрузки находится над списком инцидентов; большой файл готовится некоторое время, прогресс показан на экране.

## Я нашёл ошибку в данных. Что делать?

Откройте форму «Обратная связь» в шапке страницы и опишите, что не так: номер инцидента или дату проверки и правильные сведения. Мы проверим и исправим.

## Как сменить пароль, e-mail или язык уведомлений?

В «Настройках» (нажмите на своё имя вверху страницы): вкладка «Профиль» — язык уведомлений и подписка, «Безопасность» — e-mail и пароль. Язык интерфейса переключается флажками в шапке.

## Можно ли подключить сервис к нашей системе (TMS, ERP)?

Да, через API: проверки и чтение инцидентов доступны по ключу API. Ключ выдаёт администратор; напишите в поддержку, какие проверки нужны и какой объём запросов ожидается.

## Как связаться с поддержкой?

Телефон {phone}, e-mail {email}, или форма «Обратная связь» в шапке любой страницы. Мы отвечаем в рабочие дни с 9:00 до 18:00 по московскому времени.$md$,
$md$## How do I get access to the service?

Click "Registration" on the sign-in page and fill in the form: your name, phone, e-mail, company name and tax number (INN). Once the request is reviewed, an administrator opens your access and you receive an e-mail. If no e-mail arrives within one working day, write to support.

## What is the check quota?

Every check (of a driver, a vehicle or a counterparty) uses one unit of your quota. What is left is shown at the bottom of the side menu as "done of total". When the quota runs out the service tells you so; to top it up, contact your account manager or support.

## Which checks are available?

Vehicle and trailer risk, motor insurance policy (OSAGO), driving licence, passport, bailiff debts (FSSP), phone, face photo comparison, court cases, trusted person, reputation by tax number (INN), participation in companies and commercial prudence. An administrator can switch individual checks off for your account; they are then not listed.

## Do I need the driver's consent for a check?

Yes. Before a check you confirm that the personal data was obtained lawfully and that the person consents to its processing. Comparing a face photo needs written consent. See the Privacy policy for details.

## What do the result colours mean?

Green: nothing that needs attention was found. Yellow: there is information worth checking by hand. Red: serious risks were found, for example involvement in three or more incidents. The colour is a hint; the final decision is your employee's.

## Where does the incident data come from?

The service's analysts record incidents from reports of carriers, insurers, security services and open sources; some are uploaded as spreadsheets. Each incident has a date, a place, a cargo category, an attack method and the damage.

## How do I find incidents in a particular region?

Open "Incidents" and set a filter: period, region or city, cargo category, attack method, damage range. The filter is kept in the page address, so you can send the link to a colleague. The "Analysis" section summarises the same filter.

## Why does the Excel export not work?

Export is switched off in demo mode. With a full account the export button is above the incident list; a large file takes a while, and its progress is shown on screen.

## I found a mistake in the data. What should I do?

Open the "Feedback" form in the page header and describe what is wrong: the incident number or the date of the check, and the correct information. We will check and correct it.

## How do I change my password, e-mail or notification language?

In "Settings" (click your name at the top of the page): the "Profile" tab has the notification language and subscription, "Security" has e-mail and password. The interface language is switched with the flags in the header.

## Can we connect the service to our own system (TMS, ERP)?

Yes, through the API: checks and incident reads are available with an API key. An administrator issues keys; write to support which checks you need and how many requests you expect.

## How do I contact support?

Phone {phone}, e-mail {email}, or the "Feedback" form in the header of any page. We answer on working days from 9:00 to 18:00 Moscow time.$md$
) ON CONFLICT (name) DO NOTHING;

INSERT INTO info_pages (name, title_ru, title_en, body_ru, body_en) VALUES (
  'policy', 'Политика обработки персональных данных', 'Personal data processing policy',
$md$Редакция от 24 ноября 2026 года.

## 1. Общие положения

1.1. Настоящая Политика определяет порядок обработки и меры по обеспечению безопасности персональных данных в сервисе Cargo Sentry (веб-приложение и программный интерфейс, далее — Сервис) и разработана во исполнение статьи 18.1 Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных» (далее — Закон).

1.2. **Оператор** — организация, которая эксплуатирует Сервис и предоставляет к нему доступ по договору. Её наименование, ИНН и адрес указаны в договоре с Клиентом. **Клиент** — организация, сотрудники которой пользуются Сервисом. **Пользователь** — сотрудник Клиента или Оператора, имеющий учётную запись.

1.3. Политика действует в отношении всех персональных данных, которые Оператор получает через Сервис, и опубликована для неограниченного доступа.

## 2. Чьи данные и какие данные мы обрабатываем

**Пользователи Сервиса:** фамилия, имя, адрес электронной почты, номер телефона, наименование и ИНН организации, должность и сфера деятельности, имя пользователя, пароль (только в виде необратимого хеша), язык уведомлений, сведения о входах (дата, время, IP-адрес), история выполненных проверок, обращения в поддержку.

**Проверяемые лица** — водители, экспедиторы, доверенные лица, представители контрагентов, которых проверяет Пользователь: фамилия, имя, отчество, дата рождения, серия и номер паспорта, дата его выдачи, номер и дата выдачи водительского удостоверения, номер телефона, ИНН, фотография лица (если Пользователь выполняет сравнение лица), государственный регистрационный знак и VIN транспортного средства, а также результаты проверки: сведения о действительности документов, задолженностях по исполнительным производствам, судебных делах, страховании ОСАГО, участии в инцидентах.

**Лица, упомянутые в сведениях об инцидентах:** регистрационные знаки и VIN транспортных средств, ИНН и ОГРН организаций и индивидуальных предпринимателей, идентификаторы перевозчиков.

Специальные категории персональных данных (о здоровье, убеждениях, национальности и т. п.) Сервис не обрабатывает. Фотография лица, по которой устанавливается личность, относится к биометрическим персональным данным и обрабатывается только с письменного согласия проверяемого лица (статья 11 Закона).

## 3. Цели обработки

- предоставление доступа к Сервису: регистрация, вход, восстановление пароля, настройки учётной записи, учёт доступных проверок;
- проверка водителей, транспортных средств и контрагентов по запросу Клиента для предотвращения хищений грузов и мошенничества при перевозках;
- ведение базы инцидентов и её статистический анализ для оценки рисков на маршрутах и в регионах;
- ответы на обращения в поддержку и направление уведомлений о работе Сервиса;
- обеспечение безопасности Сервиса: защита от несанкционированного доступа, ограничение частоты запросов, журнал действий администраторов;
- исполнение обязанностей, возложенных на Оператора законодательством Российской Федерации.

## 4. Правовые основания

- договор с Клиентом или Пользователем, стороной которого является субъект (пункт 5 части 1 статьи 6 Закона), — для учётных записей Пользователей;
- согласие субъекта (пункт 1 части 1 статьи 6, статья 9 Закона) — для данных проверяемых лиц. Перед каждой проверкой Пользователь подтверждает, что данные получены законно и согласие проверяемого лица получено; для сравнения фотографии нужно письменное согласие. Для таких данных Клиент является оператором, а Оператор Сервиса обрабатывает их по его поручению (часть 3 статьи 6 Закона);
- осуществление прав и законных интересов Оператора, Клиентов и третьих лиц — предотвращение хищений грузов (пункт 7 части 1 статьи 6 Закона) — для сведений об инцидентах, при условии, что права субъектов при этом не нарушаются;
- исполнение обязанностей, возложенных законом (пункт 2 части 1 статьи 6 Закона).

## 5. Как мы обрабатываем данные

5.1. Обработка смешанная, с использованием средств автоматизации: сбор, запись, систематизация, накопление, хранение, уточнение, извлечение, использование, передача (предоставление, доступ), обезличивание, блокирование, удаление и уничтожение.

5.2. Базы данных, в которых хранятся персональные данные граждан Российской Федерации, находятся на территории Российской Федерации (часть 5 статьи 18 Закона). Трансграничная передача не осуществляется.

5.3. Данные проверяемого лица передаются только в объёме, необходимом для конкретной проверки, и только в источники, которые её выполняют (государственные и отраслевые реестры, их операторы). Другим третьим лицам данные не передаются и не продаются.

5.4. Результат проверки (класс риска) — подсказка для сотрудника Клиента. Решения, порождающие юридические последствия для проверяемого лица, Сервис не принимает: их принимает человек (статья 16 Закона).

5.5. Видеть результаты проверки могут только Пользователь, который её выполнил, и уполномоченные сотрудники Оператора.

## 6. Сроки хранения

| Данные | Срок |
|---|---|
| Учётная запись Пользователя | пока действует учётная запись; после её удаления — не более 30 дней |
| Запросы и результаты проверок, фотографии | 12 месяцев с даты проверки |
| Журналы входов и действий администраторов | 12 месяцев |
| Обращения в поддержку | 3 года с даты обращения |
| Сведения об инцидентах | пока нужны для анализа рисков, но не более 5 лет с даты инцидента; затем персональные данные удаляются, статистика сохраняется в обезличенном виде |

По достижении цели обработки или при отзыве согласия данные уничтожаются или обезличиваются в течение 30 дней (статья 21 Закона), если иное не требуется законом.

## 7. Права субъекта персональных данных

Вы вправе:

- получить сведения об обработке ваших данных: подтверждение факта обработки, правовые основания и цели, перечень данных и источник их получения, сроки обработки и хранения, сведения о лицах, которым данные передаются или могут быть переданы (часть 7 статьи 14 Закона);
- потребовать уточнить, заблокировать или уничтожить данные, если они неполные, устаревшие, неточные, незаконно получены или не нужны для заявленной цели;
- отозвать согласие на обработку;
- обжаловать действия Оператора в Роскомнадзоре (уполномоченном органе по защите прав субъектов персональных данных) или в суде.

Запрос должен содержать номер основного документа, удостоверяющего личность, сведения о дате выдачи и выдавшем органе, сведения, подтверждающие ваше участие в отношениях с Оператором (например, номер договора или дату проверки), и вашу подпись; запрос можно направить в форме электронного документа, подписанного электронной подписью. Оператор отвечает в течение 10 рабочих дней с даты получения запроса; срок может быть продлён не более чем на 5 рабочих дней с уведомлением о причинах.

## 8. Меры защиты

- назначено лицо, ответственное за организацию обработки персональных данных;
- доступ к данным разграничен по ролям; администраторы видят только то, что нужно для их работы, их действия записываются в журнал;
- пароли хранятся только в виде хеша (argon2id), ключи API — в виде хеша;
- соединения с Сервисом защищены протоколом TLS;
- журналы работы Сервиса не содержат паролей, токенов и персональных данных из запросов;
- число попыток входа и запросов ограничено, чтобы исключить подбор паролей и массовую выгрузку данных;
- выполняется резервное копирование и контроль доступа к резервным копиям.

## 9. Файлы cookie и веб-аналитика

Сервис хранит в браузере (local storage) токены входа и выбранный язык — без них вход невозможен. Для улучшения Сервиса может использоваться система веб-аналитики, которая получает обезличенные сведения о посещениях страниц.

## 10. Контакты

Вопросы и запросы об обработке персональных данных направляйте Оператору:

- электронная почта: {email};
- телефон: {phone};
- письменно — по адресу Оператора, указанному в договоре.

## 11. Заключительные положения

Оператор вправе изменять Политику. Новая редакция действует с момента её публикации на этой странице; дата редакции указана в начале документа.$md$,
$md$Version of 24 November 2026.

## 1. General provisions

1.1. This Policy sets out how personal data is processed and protected in the Cargo Sentry service (the web application and its API, the "Service"). It is published under Article 18.1 of Russian Federal Law No. 152-FZ of 27 July 2006 "On Personal Data" (the "Law").

1.2. The **Operator** is the organisation that runs the Service and gives access to it under a contract; its name, tax number (INN) and address are stated in the contract with the Client. A **Client** is an organisation whose employees use the Service. A **User** is an employee of a Client or of the Operator who has an account.

1.3. The Policy covers all personal data the Operator receives through the Service and is published for unrestricted access.

## 2. Whose data and which data we process

**Users of the Service:** last and first name, e-mail address, phone number, company name and INN, position and field of activity, username, password (stored only as an irreversible hash), notification language, sign-in records (date, time, IP address), history of the checks they ran, support requests.

**Persons being checked** — drivers, forwarders, trusted persons and representatives of counterparties that a User checks: full name, date of birth, passport series, number and date of issue, driving licence number and date of issue, phone number, INN, face photo (when the User runs a face comparison), vehicle registration plate and VIN, and the results of the check: validity of documents, enforcement debts, court cases, motor insurance (OSAGO), involvement in incidents.

**Persons mentioned in incident records:** vehicle registration plates and VINs, INN and OGRN of companies and sole traders, carrier identifiers.

The Service does not process special categories of personal data (health, beliefs, ethnicity and the like). A face photo used to establish identity is biometric personal data and is processed only with the written consent of the person being checked (Article 11 of the Law).

## 3. Purposes

- giving access to the Service: registration, sign-in, password recovery, account settings, counting the checks available;
- checking drivers, vehicles and counterparties at a Client's request to prevent cargo theft and fraud in transport;
- keeping the incident database and analysing it to assess risks on routes and in regions;
- answering support requests and sending notifications about the Service;
- keeping the Service secure: protection against unauthorised access, request rate limits, an audit trail of administrators' actions;
- meeting the Operator's obligations under Russian law.

## 4. Legal bases

- a contract with the Client or User to which the data subject is a party (Article 6(1)(5) of the Law) — for User accounts;
- the data subject's consent (Article 6(1)(1) and Article 9 of the Law) — for the data of persons being checked. Before each check the User confirms that the data was obtained lawfully and that the person has consented; a face comparison needs written consent. For this data the Client is the operator, and the Operator of the Service processes it on the Client's instruction (Article 6(3) of the Law);
- the legitimate interests of the Operator, Clients and third parties in preventing cargo theft (Article 6(1)(7) of the Law) — for incident records, provided that the rights of data subjects are not infringed;
- obligations imposed by law (Article 6(1)(2) of the Law).

## 5. How we process data

5.1. Processing is mixed, with automated means: collection, recording, organisation, accumulation, storage, correction, retrieval, use, transfer (provision, access), depersonalisation, blocking, erasure and destruction.

5.2. Databases holding personal data of Russian citizens are located in the Russian Federation (Article 18(5) of the Law). No cross-border transfer takes place.

5.3. The data of a person being checked is passed on only to the extent a particular check needs, and only to the sources that perform it (state and industry registers and their operators). It is not passed to anyone else and never sold.

5.4. The result of a check (its risk class) is a hint for the Client's employee. The Service takes no decisions with legal effects for the person being checked; a human does (Article 16 of the Law).

5.5. Only the User who ran a check and authorised staff of the Operator can see its results.

## 6. Retention

| Data | Period |
|---|---|
| User account | while the account exists; at most 30 days after it is deleted |
| Check requests, results and photos | 12 months from the date of the check |
| Sign-in records and administrators' audit trail | 12 months |
| Support requests | 3 years from the date of the request |
| Incident records | as long as needed for risk analysis, at most 5 years from the date of the incident; then the personal data is removed and the statistics are kept depersonalised |

When the purpose has been achieved or consent is withdrawn, the data is destroyed or depersonalised within 30 days (Article 21 of the Law), unless the law requires otherwise.

## 7. Your rights

You may:

- obtain information about the processing of your data: confirmation that it is processed, the legal bases and purposes, the data concerned and its source, the periods of processing and storage, and who the data is or may be disclosed to (Article 14(7) of the Law);
- require your data to be corrected, blocked or destroyed if it is incomplete, outdated, inaccurate, unlawfully obtained or not needed for the stated purpose;
- withdraw your consent;
- appeal against the Operator's actions to Roskomnadzor (the authority protecting the rights of data subjects) or to a court.

A request must state the number of your main identity document, its date of issue and issuing authority, information confirming your relationship with the Operator (for example, a contract number or the date of a check), and your signature; it may be sent as an electronic document signed with an electronic signature. The Operator answers within 10 working days of receiving the request; this may be extended by at most 5 working days with a reasoned notice.

## 8. Security measures

- a person responsible for organising personal data processing has been appointed;
- access to data is restricted by role; administrators see only what their work needs, and their actions are recorded in an audit trail;
- passwords are stored only as hashes (argon2id), and so are API keys;
- connections to the Service are protected by TLS;
- the Service's logs contain no passwords, tokens or personal data from requests;
- sign-in attempts and requests are rate-limited against password guessing and bulk harvesting;
- backups are made and access to them is controlled.

## 9. Cookies and web analytics

The Service keeps sign-in tokens and the chosen language in the browser's local storage; signing in is impossible without them. A web analytics system receiving depersonalised information about page visits may be used to improve the Service.

## 10. Contact

Send questions and requests about personal data processing to the Operator:

- e-mail: {email};
- phone: {phone};
- in writing, to the Operator's address stated in the contract.

## 11. Final provisions

The Operator may amend this Policy. A new version takes effect when it is published on this page; the date of the version is given at the top.$md$
) ON CONFLICT (name) DO NOTHING;

INSERT INTO info_pages (name, title_ru, title_en, body_ru, body_en) VALUES (
  'about', 'О сервисе', 'About Cargo Sentry',
$md$**Cargo Sentry** — сервис для служб безопасности и логистики, которые перевозят и охраняют грузы. Он собирает сведения о хищениях и мошенничестве на транспорте в одну базу, показывает их на карте и в аналитике и помогает проверить водителя, транспорт и контрагента до того, как груз уедет.

Сервисом пользуются грузовладельцы, перевозчики, экспедиторы, страховые компании и охранные предприятия.

Мы придерживаемся трёх правил: данные об инцидентах проверяются аналитиком перед публикацией; проверки людей выполняются только с их согласия и в объёме, который нужен для решения; результат проверки — подсказка, решение принимает человек.$md$,
$md$**Cargo Sentry** is a service for the security and logistics teams that move and guard cargo. It gathers cargo theft and transport fraud into one database, shows it on a map and in analysis, and helps you check a driver, a vehicle and a counterparty before the load leaves.

Its users are cargo owners, carriers, forwarders, insurers and security companies.

We keep three rules: incident records are checked by an analyst before they are published; people are checked only with their consent and only as far as a decision needs; the result of a check is a hint, and a human makes the decision.$md$
) ON CONFLICT (name) DO NOTHING;

INSERT INTO info_pages (name, title_ru, title_en, body_ru, body_en) VALUES (
  'contacts', 'Контакты', 'Contacts',
$md$**Телефон поддержки:** {phone}

**Электронная почта:** {email}

**Часы работы:** понедельник — пятница, 9:00–18:00 по московскому времени. Обращения, отправленные в выходные, мы разбираем в первый рабочий день.

Чтобы мы помогли быстрее, укажите в обращении:

- что вы делали и что ожидали увидеть;
- номер инцидента или дату и вид проверки, если вопрос о них;
- текст ошибки, если она появилась.

Запросы об обработке персональных данных направляйте на ту же почту с пометкой «Персональные данные» — порядок описан в «Политике конфиденциальности».$md$,
$md$**Support phone:** {phone}

**E-mail:** {email}

**Hours:** Monday to Friday, 9:00–18:00 Moscow time. Requests sent at the weekend are handled on the first working day.

To help us help you faster, please include:

- what you were doing and what you expected to see;
- the incident number, or the date and kind of check, if your question is about one;
- the error text, if one appeared.

Send requests about personal data processing to the same address, marked "Personal data"; the procedure is described in the Privacy policy.$md$
) ON CONFLICT (name) DO NOTHING;

INSERT INTO info_pages (name, title_ru, title_en, body_ru, body_en) VALUES (
  'services', 'Сервисы', 'Services',
$md$Cargo Sentry объединяет мониторинг хищений грузов и проверку участников перевозки. Все сервисы доступны по одной учётной записи; проверки расходуют квоту.

## Мониторинг инцидентов

Карта и список хищений и мошенничества с грузами по всей России: фильтры по периоду, региону, городу, категории груза, способу нападения и ущербу, карточка каждого инцидента, выгрузка в Excel.

[Открыть инциденты](/incidents)

## Аналитика

Статистика по федеральным округам, регионам и городам, категориям грузов, видам инцидентов, месяцам и дням недели, диапазонам ущерба — чтобы планировать охрану и страхование по данным, а не по ощущениям.

[Открыть анализ](/analysis)

## Проверка водителей и транспорта

Паспорт, водительское удостоверение, задолженности у приставов, судебные дела, телефон, сравнение фотографии лица, риск по транспортному средству и прицепу, полис ОСАГО — перед тем как доверить груз.

[Перейти к проверкам](/verification)

## Проверка контрагентов

Репутация компании по ИНН, участие в организациях, доверенные лица и коммерческая осмотрительность: отчёт о контрагенте для службы безопасности и договорного отдела.

## Рейтинг транспортных компаний

Перевозчики, ранжированные по числу и тяжести инцидентов, — чтобы выбирать надёжных партнёров.

[Открыть рейтинг](/rating)

## API для интеграции

Проверки и данные об инцидентах прямо из вашей TMS или ERP по ключу API, с отдельной квотой и журналом запросов. Ключ выдаёт администратор по запросу в поддержку.

## Консалтинг по безопасности перевозок [soon]

Аудит схем перевозки и охраны, разбор инцидентов, обучение диспетчеров и водителей работе с рисками.

## Безопасные маршруты [soon]

Оценка риска маршрута по базе инцидентов: опасные участки, стоянки и время суток, рекомендации по выбору пути и мест отдыха.$md$,
$md$Cargo Sentry brings cargo-theft monitoring and the vetting of everyone involved in a shipment together. All services work with one account; checks use your quota.

## Incident monitoring

A map and a list of cargo thefts and fraud across Russia: filters by period, region, city, cargo category, attack method and damage, a card for each incident, Excel export.

[Open incidents](/incidents)

## Analysis

Statistics by federal district, region and city, cargo category, incident type, month and weekday, damage range, so that security and insurance are planned on data rather than on feelings.

[Open analysis](/analysis)

## Driver and vehicle checks

Passport, driving licence, bailiff debts, court cases, phone, face photo comparison, vehicle and trailer risk, motor insurance (OSAGO), before you trust someone with a load.

[Go to checks](/verification)

## Counterparty checks

Company reputation by tax number (INN), participation in companies, trusted persons and commercial prudence: a counterparty report for your security and contracts teams.

## Transport companies rating

Carriers ranked by the number and severity of incidents, to help you choose reliable partners.

[Open the rating](/rating)

## API for integration

Checks and incident data straight from your TMS or ERP with an API key, with its own quota and request log. An administrator issues keys on request to support.

## Transport security consulting [soon]

Audits of transport and guarding schemes, incident reviews, training dispatchers and drivers to manage risk.

## Safe routes [soon]

Route risk assessment from the incident database: dangerous stretches, parking places and times of day, advice on choosing the way and the stops.$md$
) ON CONFLICT (name) DO NOTHING;

INSERT INTO news (title_ru, title_en, body_ru, body_en, published, published_at, created_at, updated_at) VALUES (
  'Cargo Sentry: карта хищений и проверки в одном окне', 'Cargo Sentry: theft map and checks in one window',
$md$Cargo Sentry собирает в одном окне всё, что нужно службе безопасности перевозок: карту хищений грузов по России, статистику по регионам и категориям грузов и проверки водителей, транспорта и контрагентов.

![Карта регионов России](/geo/russia-regions.svg)

С чего начать:

1. На главной странице — сводка за последний год: число инцидентов, ущерб и регионы, где их больше всего.
2. В разделе «Инциденты» задайте фильтр по своему маршруту и сохраните ссылку.
3. Перед рейсом проверьте водителя и транспорт в разделе «Проверки». Остаток квоты виден внизу меню.

Вопросы и замечания присылайте через форму «Обратная связь» в шапке страницы.$md$,
$md$Cargo Sentry puts everything a transport security team needs into one window: a map of cargo thefts across Russia, statistics by region and cargo category, and checks of drivers, vehicles and counterparties.

![Map of the regions of Russia](/geo/russia-regions.svg)

Where to start:

1. The main page summarises the last year: the number of incidents, the damage and the regions with the most of them.
2. In "Incidents", set a filter for your route and keep the link.
3. Before a trip, check the driver and the vehicle in "Verification". What is left of your quota is shown at the bottom of the menu.

Send questions and remarks through the "Feedback" form in the page header.$md$,
  true, now() - interval '7 days', now() - interval '7 days', now() - interval '7 days'
);

INSERT INTO news (title_ru, title_en, body_ru, body_en, published, published_at, created_at, updated_at) VALUES (
  'Вопросы и ответы, поддержка и политика конфиденциальности', 'FAQ, support and the privacy policy',
$md$В сервисе появились разделы «Вопросы и ответы» и «Поддержка».

- **Вопросы и ответы** — ответы на частые вопросы о квоте, проверках, данных об инцидентах и выгрузке; есть поиск по тексту.
- **Поддержка** — телефон, почта, часы работы и форма обращения. Та же форма открывается кнопкой «Обратная связь» в шапке любой страницы.
- **Политика конфиденциальности** описывает, какие персональные данные обрабатывает сервис, зачем, сколько их хранит и как реализовать свои права.

Ссылки на все разделы есть в подвале страницы.$md$,
$md$The service now has "FAQ" and "Support" sections.

- **FAQ** answers common questions about the quota, checks, incident data and export, with a text search.
- **Support** lists the phone, e-mail, hours and a request form. The same form opens from the "Feedback" button in the header of every page.
- The **Privacy policy** explains which personal data the service processes, why, how long it is kept and how to exercise your rights.

Links to all of them are in the page footer.$md$,
  true, now(), now(), now()
);
