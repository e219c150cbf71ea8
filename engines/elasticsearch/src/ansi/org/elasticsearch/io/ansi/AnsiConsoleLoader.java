package org.elasticsearch.io.ansi;

import org.elasticsearch.bootstrap.ConsoleLoader;

import java.util.function.Supplier;

/** Stand-in for ES's lib/tools/ansi-console (not on Maven Central): no interactive console (server runs detached). */
public class AnsiConsoleLoader implements Supplier<ConsoleLoader.Console> {
    @Override
    public ConsoleLoader.Console get() {
        return null;
    }
}
