/**
 * Docusaurus' `ComponentCreator` (`@docusaurus/ComponentCreator`, through ./index.ts), called by the
 * route table for every route, with the work deferred: each route's component is made when the route
 * is first preloaded or rendered. Upstream flattens the route's chunk names and makes a react-loadable
 * component for each of the site's routes as the table is evaluated, in the first task of start-up:
 * about 120 ms on a phone (Lighthouse's 4× CPU slowdown), for some 300 routes of which a page load
 * renders two or three. The component made is upstream's own.
 */
import {createElement, type ComponentType} from 'react';
import upstreamComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<object> & {preload: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let made: RouteComponent | undefined;
  const make = () => (made ??= upstreamComponentCreator(path, hash) as unknown as RouteComponent);
  const DeferredRouteComponent = (props: object) => createElement(make(), props);
  DeferredRouteComponent.preload = () => make().preload();
  return DeferredRouteComponent;
}
