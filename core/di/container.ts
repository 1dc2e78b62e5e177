import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { HttpClient } from '../http/httpClient';
import { PluginRegistry } from '../plugins/registry';
import { TOKENS } from './tokens';

/** A fresh child container per player, so tests and several players never share state. */
export function createPlayerContainer(options: { baseUrl: string; query: URLSearchParams; http?: HttpClient }): DependencyContainer {
  const c = rootContainer.createChildContainer();
  c.registerInstance(TOKENS.Registry, new PluginRegistry());
  c.registerInstance(TOKENS.Http, options.http ?? new HttpClient());
  c.registerInstance(TOKENS.PackageBaseUrl, options.baseUrl);
  c.registerInstance(TOKENS.LaunchQuery, options.query);
  return c;
}
