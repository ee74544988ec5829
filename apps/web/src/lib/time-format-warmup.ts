// Runs in a worker started by prepareTimeFormat (time-format.ts): formats once in the locale it
// is sent, with the same options as the message times, which loads the locale data they need,
// then ends.
self.onmessage = (event: MessageEvent<string>) => {
  new Intl.DateTimeFormat(event.data, { hour: '2-digit', minute: '2-digit' }).format(Date.now());
  self.close();
};
