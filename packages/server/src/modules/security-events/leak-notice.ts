import { lockOutDetailsSchema, type SecurityEvent } from '@cargo-sentry/contracts/security-events/security-events';
import { ensurePdfSpace, pdfPage, startPdf, writePdfFooters, writePdfTableRow } from '../../platform/pdf';
import type { LeakNoticeFacts } from './service';

/** Who draws up the notice, and how the operator is reached, as far as the app knows. */
export interface LeakNoticeContext {
  product: string;
  supportEmail: string;
  supportPhone: string;
  preparedBy: string;
  now: Date;
}

const kindNames: Record<string, string> = {
  sign_in_failure: 'Неудачные попытки входа',
  lock_out: 'Блокировки входа',
  permission_refusal: 'Отказы в доступе',
  personal_data_export: 'Выгрузки персональных данных',
  api_key_new_address: 'Использование API-ключа с нового адреса',
  rights_change: 'Изменения прав сотрудниками',
};

const gap = '________________________________________________';
const width = pdfPage.width - 2 * pdfPage.margin;

function dayText(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

function timeText(iso: string): string {
  return `${dayText(iso.slice(0, 10))} ${iso.slice(11, 19)} UTC`;
}

/**
 * The 24-hour notice to Roskomnadzor of a personal data incident (152-FZ art. 21 part 3.1),
 * pre-filled from the security event log for the period (issue 28 §5). What the log cannot know
 * (causes, harm, measures, the number of people) is left as lines for staff to fill.
 */
export async function buildLeakNotice(facts: LeakNoticeFacts, context: LeakNoticeContext): Promise<Buffer> {
  const { doc, bytes } = startPdf({
    title: 'Уведомление об инциденте с персональными данными',
    createdAt: context.now,
  });
  const heading = (text: string) => {
    ensurePdfSpace(doc, 60);
    doc.moveDown(0.6).font('bold').fontSize(11).fillColor('#000').text(text, pdfPage.margin, doc.y, { width });
    doc.moveDown(0.2);
  };
  const paragraph = (text: string) => {
    ensurePdfSpace(doc, 30);
    doc.font('regular').fontSize(9.5).fillColor('#000').text(text, pdfPage.margin, doc.y, { width });
  };
  const hint = (text: string) => doc.font('oblique').fontSize(8).fillColor('#555').text(text, { width });

  doc.font('bold').fontSize(14).text('Уведомление', { align: 'center', width });
  doc
    .font('regular')
    .fontSize(10)
    .text(
      'о факте неправомерной или случайной передачи (предоставления, распространения, доступа) персональных данных, ' +
        'повлёкшей нарушение прав субъектов персональных данных (ч. 3.1 ст. 21 Федерального закона № 152-ФЗ, ' +
        'первичное уведомление — в течение 24 часов)',
      { align: 'center', width },
    );
  hint(
    `Черновик подготовлен ${timeText(context.now.toISOString())} пользователем ${context.preparedBy} по журналу событий безопасности.`,
  );

  heading('1. Оператор');
  paragraph(`Наименование, ИНН, адрес: ${gap}`);
  paragraph(`Информационная система: ${context.product}`);

  heading('2. Что произошло и когда');
  paragraph(
    `Период, за который подобраны события журнала: ${dayText(facts.period.from)} — ${dayText(facts.period.to)}.`,
  );
  paragraph(`Дата и время выявления инцидента: ${gap}`);
  paragraph(`Описание инцидента: ${gap}`);
  paragraph(`Предполагаемые причины, повлёкшие нарушение прав субъектов: ${gap}`);
  hint('Ниже — события журнала за период; отметьте те, что относятся к инциденту.');
  for (const [kind, name] of Object.entries(kindNames)) paragraph(`${name}: ${facts.counts[kind] ?? 0}`);

  heading('3. Персональные данные и субъекты');
  paragraph(`Категории персональных данных: ${gap}`);
  hint(
    'Система хранит данные проверок водителей: ФИО, паспорт, водительское удостоверение, телефон, ' +
      'фото лица (биометрические), номера транспортных средств.',
  );
  paragraph(`Примерное число субъектов: ${gap}`);
  hint(`Выгрузок персональных данных за период по журналу: ${facts.counts.personal_data_export ?? 0}.`);
  paragraph(`Предполагаемый вред, нанесённый правам субъектов: ${gap}`);

  heading('4. Принятые меры');
  paragraph(`Меры по устранению последствий инцидента: ${gap}`);
  hint('Например: ключи API отозваны, пароли сброшены, доступ с адресов ограничен (это видно в журнале).');

  heading('5. Лицо, уполномоченное на взаимодействие с Роскомнадзором');
  paragraph(`ФИО, должность: ${gap}`);
  paragraph(`Телефон: ${context.supportPhone || gap}    Эл. почта: ${context.supportEmail}`);

  heading('Приложение. События журнала за период');
  eventTable(doc, facts.events);
  if (facts.isCut) hint('Список сокращён: полный журнал за период — в выгрузке журнала событий безопасности.');

  writePdfFooters(doc, (page, count) => {
    doc
      .font('regular')
      .fontSize(7)
      .fillColor('#777')
      .text(`${page} / ${count}`, pdfPage.margin, pdfPage.height - pdfPage.margin + 10, { width, align: 'right' });
  });
  doc.end();
  return bytes;
}

const tableWidths = [86, 112, 80, 70, width - 348];

/** What an event concerned; a lock-out also until when it locked and how many sign-ins it refused. */
function whatText(event: SecurityEvent): string {
  const target = event.target ?? '—';
  if (event.kind !== 'lock_out') return target;
  const lock = lockOutDetailsSchema.safeParse(event.details);
  if (!lock.success) return target;
  return `${target}; до ${timeText(lock.data.locked_until)}; отклонено попыток: ${lock.data.refused}`;
}

function eventTable(doc: PDFKit.PDFDocument, events: SecurityEvent[]): void {
  const style = { color: '#000', lineColor: '#bbb', widths: tableWidths };
  writePdfTableRow(doc, { ...style, font: 'bold', values: ['Время', 'Событие', 'Кто', 'Адрес', 'Что'] });
  if (events.length === 0) {
    doc
      .font('oblique')
      .fontSize(8)
      .text('Событий за период нет.', pdfPage.margin, doc.y + 4, { width });
    return;
  }
  for (const event of events) {
    writePdfTableRow(doc, {
      ...style,
      font: 'regular',
      maxCellHeight: 30,
      values: [
        timeText(event.at),
        kindNames[event.kind] ?? event.kind,
        event.actor_username ?? (event.actor_id === null ? '—' : `#${event.actor_id}`),
        event.address ?? '—',
        whatText(event),
      ],
    });
  }
}
