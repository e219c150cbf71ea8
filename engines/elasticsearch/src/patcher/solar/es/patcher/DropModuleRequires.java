package solar.es.patcher;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.ModuleVisitor;
import org.objectweb.asm.Opcodes;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/** Rewrites a module-info.class without the given 'requires' entries. Usage: in.class out.class module... */
public class DropModuleRequires {
    public static void main(String[] args) throws Exception {
        byte[] in = Files.readAllBytes(Path.of(args[0]));
        Set<String> drop = Set.of(java.util.Arrays.copyOfRange(args, 2, args.length));
        ClassReader cr = new ClassReader(in);
        ClassWriter cw = new ClassWriter(0);
        cr.accept(new ClassVisitor(Opcodes.ASM9, cw) {
            @Override
            public ModuleVisitor visitModule(String name, int access, String version) {
                return new ModuleVisitor(Opcodes.ASM9, super.visitModule(name, access, version)) {
                    @Override
                    public void visitRequire(String module, int acc, String ver) {
                        if (drop.contains(module)) { System.err.println("dropped: requires " + module); return; }
                        super.visitRequire(module, acc, ver);
                    }
                };
            }
        }, 0);
        Files.write(Path.of(args[1]), cw.toByteArray());
    }
}
