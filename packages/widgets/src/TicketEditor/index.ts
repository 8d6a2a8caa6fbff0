export {
  defaultTicketEditorLabels,
  TicketEditor,
  type TicketEditorLabels,
  type TicketEditorOptions,
  type TicketEditorProps,
} from './TicketEditor';
export {
  chooseProblems,
  fieldOfTicketMessage,
  fromLocalInput,
  TICKET_FIELD_PAGE,
  type TicketDraft,
  toLocalInput,
} from './ticketEditorModel';
