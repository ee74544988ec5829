// Runs in a worker started by prepareTimeFormat (time-format.ts): formats once with the same
// options as the message times, which loads the locale data they need, then ends.
new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(Date.now());
close();
