import { action, makeObservable, observable } from 'mobx';

/** A message the learner should see once: a label key, or a fixed text of the error catalogue. */
export type Notice = { key: string } | { text: string };

/**
 * Messages the learner should see once (corrupt saved progress started clean, SPEC 8.3 'Course has
 * been updated!', a new attempt the backend refused); the layout shows them in a toast.
 */
export class Notices {
  list: Notice[] = [];

  constructor() {
    makeObservable(this, { list: observable, add: action, dismiss: action });
  }

  add(notice: Notice): void {
    this.list.push(notice);
  }

  dismiss(): void {
    this.list = [];
  }
}
